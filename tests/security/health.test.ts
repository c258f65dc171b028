/**
 * Issue 20, finding 9: /api/health?deep=1 called the POS on every request, for anyone (300
 * anonymous calls drew 180 rate-limit refusals from the POS), and the public answer showed the POS
 * URL. Now the deep check needs HEALTH_TOKEN or a staff session and is reused for some seconds,
 * and the public answer shows no configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';
import { resetEnvCache } from '@/lib/env';
import { withOwnDatabase } from '@/tests/support/own-database';
import { installFakeRequest } from '@/tests/support/request-context';
import { serveRoutes, type RouteServer } from '@/tests/support/route-server';
import { json, startScriptedServer, type ScriptedServer } from '@/tests/support/scripted-pos-server';

const TOKEN = 'health-token-for-the-monitor-0123';
const VARIABLES = ['POS_BASE_URL', 'POS_API_KEY', 'POS_API_SECRET', 'HEALTH_TOKEN'] as const;

withOwnDatabase();
installFakeRequest();

let pos: ScriptedServer;
let site: RouteServer;
const previous: Partial<Record<(typeof VARIABLES)[number], string | undefined>> = {};

beforeAll(async () => {
  // A real POS account, played by a server that counts what it is asked.
  pos = await startScriptedServer();
  pos.reply(() => json({ status: 100, message: 'OK', data: [{ id: 1, name: 'Nakit' }] }));
  for (const name of VARIABLES) previous[name] = process.env[name];
  Object.assign(process.env, { POS_BASE_URL: pos.apiBaseUrl, POS_API_KEY: 'k', POS_API_SECRET: 's', HEALTH_TOKEN: TOKEN });
  resetEnvCache();
  site = await serveRoutes({ '/api/health': GET });
});
afterAll(async () => {
  await site.close();
  await pos.close();
  for (const name of VARIABLES) {
    if (previous[name] === undefined) delete process.env[name];
    else process.env[name] = previous[name];
  }
  resetEnvCache();
});

const health = (query = '', headers: Record<string, string> = {}) => fetch(`${site.url}/api/health${query}`, { headers });

describe('/api/health', () => {
  it('public: the database is checked, no configuration is shown and the POS is not called', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', database: { ok: true } });
    expect(text).not.toContain(pos.apiBaseUrl);
    expect(text).not.toContain('127.0.0.1');
    expect(pos.requests).toHaveLength(0);
  });

  it('deep, anonymous or with a wrong token: 401 every time, and the POS is never called', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => health('?deep=1')),
      health('?deep=1', { authorization: 'Bearer wrong-token-wrong-token' }),
      health('?deep=1', { authorization: TOKEN }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    expect(pos.requests).toHaveLength(0);
  });

  it('deep, with HEALTH_TOKEN: the POS is checked, once for a burst of probes', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const answers = await Promise.all(Array.from({ length: 30 }, () => health('?deep=1', auth)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ database: { ok: true }, pos: { mode: 'live', ok: expect.any(Boolean) as boolean } });
    }
    expect((await health('?deep=1', auth)).status).toBe(200);
    expect(pos.requests).toHaveLength(1);
  });
});
