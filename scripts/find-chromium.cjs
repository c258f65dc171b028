// Finds a Chromium for Playwright: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own download (which cannot be downloaded on our machines). CommonJS so that both
// plain `node` (in .ci/run, before npm ci) and Playwright's config loader can use it.
const fs = require('node:fs');

/** @returns {string} absolute path of a Chromium executable; throws with install advice. */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(require('playwright-core').chromium.executablePath());
  } catch {
    // playwright-core absent or without a browser: the other candidates decide
  }
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) return found;
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's: `apt-get update && apt-get install -y chromium` " +
      '(or set CHROMIUM_PATH to a Chromium executable).',
  );
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

module.exports = { findChromium, chromiumArgs };

if (require.main === module) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
