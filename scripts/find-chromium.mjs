// Finds a Chromium for Playwright: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download. Playwright cannot download its browser on our machines.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {string} absolute path of a Chromium executable; throws with install advice. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const { chromium } = require('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core absent or its browser not installed: the other candidates decide
  }
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install Debian\'s: `apt-get update && apt-get install -y chromium` ' +
      '(or set CHROMIUM_PATH to a Chromium executable).',
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
