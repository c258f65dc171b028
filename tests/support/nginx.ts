/**
 * Debian's nginx configured as the README's example (docs/production/nginx.conf), for the
 * shared-cache e2e test and the menu benchmark: the same file with its instances, listen address and
 * cache folder replaced and TLS left out, run as a throwaway server in its own folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The nginx binary on this machine, or null (a newcomer may lack it; .ci/run installs it). */
export function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found ? found : null;
}

export interface NginxOptions {
  /** The instances' ports, one `server` line each, in place of the example's. */
  upstreamPorts: number[];
  /** Where nginx listens, on 127.0.0.1. */
  port: number;
  /** The example's `proxy_cache` (default); false takes it out, so every request reaches an instance. */
  cache?: boolean;
  /** nginx's worker processes (default 1). */
  workers?: number | 'auto';
}

/** The README's nginx example as a complete nginx.conf whose files live in `dir`. */
export function nginxConfig(dir: string, options: NginxOptions): string {
  const example = fs.readFileSync(path.join(process.cwd(), 'docs/production/nginx.conf'), 'utf8');
  let first = true;
  let site = example
    .replace('/var/cache/nginx/sofra', path.join(dir, 'cache'))
    .replace(/^ *server 127\.0\.0\.1:300\d[^\n]*\n/gm, () => {
      const lines = first
        ? options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;\n`).join('')
        : '';
      first = false;
      return lines;
    })
    .replace(/^server \{ listen 80;[^\n]*\n/m, '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${options.port};`)
    .replace(/^ *ssl_certificate[^\n]*\n/gm, '');
  if (options.cache === false) site = site.replace(/^ *proxy_cache[^\n]*\n/gm, '');
  if (/ssl|:300[12]|listen 80/.test(site)) throw new Error('the README example changed shape: its ports or TLS lines were not replaced');
  if ((options.cache ?? true) !== site.includes('proxy_cache sofra;')) throw new Error('the README example changed shape: proxy_cache');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n  ');
  return `worker_processes ${options.workers ?? 1};\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  ${temp}\n${site}\n}\n`;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** Starts nginx with the README's example in a fresh folder; resolves once it answers. */
export async function startNginx(binary: string, options: NginxOptions): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they must write the cache.
  fs.chmodSync(dir, 0o777);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, options));
  const nginx: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while ((await fetch(`${url}/api/health/live`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || nginx.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
