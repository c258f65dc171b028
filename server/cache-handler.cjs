// Next's cache handler for every instance of the site (docs/decisions/181). It is Next's own
// file-system cache, unchanged, plus one thing: when several instances share one PostgreSQL
// database, an expired cache tag reaches all of them within milliseconds, through the database's
// own notifications (LISTEN/NOTIFY on channel `sofra_cache_tags`), not a poll loop. Each instance
// expires the tag in its own cache and empties its front cache (server/front-cache). On SQLite
// (one process) nothing is published.
//
// CommonJS, loaded by Next at run time from next.config.mjs's `cacheHandler` (Next imports it by
// path; it is not compiled with the app), so it reads the environment and `pg` directly.
const { randomUUID } = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const CHANNEL = 'sofra_cache_tags';
/** How long to wait before listening again after the connection broke. */
const RECONNECT_MS = 1000;

/** One value per process, shared with the app's bundles (lib/singleton.ts uses the same keys). */
function processValue(name, create) {
  const key = Symbol.for(`sofra.${name}`);
  if (!(key in globalThis)) globalThis[key] = create();
  return globalThis[key];
}

/** Expires tags in this process only: Next's tag manifest, then the front cache. */
function expireHere(tags, durations) {
  // FileSystemCache keeps its tag expiries in one process-wide manifest; its revalidateTag reads nothing else.
  void FileSystemCache.prototype.revalidateTag.call(Object.create(FileSystemCache.prototype), tags, durations);
  processValue('frontCache', () => ({})).cache?.purge();
}

function isPostgres(url) {
  return /^postgres(ql)?:\/\//i.test(url ?? '');
}

/**
 * The bus: one LISTEN connection per process, opened on first use. `lostAt` is when the connection
 * last broke: entries cached before a reconnect may have missed an expiry, so they count as stale.
 */
function createBus() {
  const bus = { origin: randomUUID(), client: null, connecting: null, staleBefore: 0, closed: false };
  // No bus while `next build` prerenders: a listening connection would keep the build's workers alive.
  if (!isPostgres(process.env.DATABASE_URL) || process.env.NEXT_PHASE === 'phase-production-build') return { ...bus, enabled: false };
  const { Client } = require('pg');

  const connect = () => {
    if (bus.client || bus.connecting || bus.closed) return bus.connecting;
    const client = new Client({ connectionString: process.env.DATABASE_URL, application_name: 'sofra-cache-bus' });
    const broke = () => {
      if (bus.client !== client) return;
      bus.client = null;
      bus.staleBefore = Date.now();
      setTimeout(connect, RECONNECT_MS).unref();
    };
    client.on('notification', (message) => {
      try {
        const { origin, tags, durations } = JSON.parse(message.payload ?? '{}');
        if (origin !== bus.origin && Array.isArray(tags)) expireHere(tags, durations);
      } catch {
        // A payload not ours: ignore it.
      }
    });
    client.on('error', broke);
    client.on('end', broke);
    bus.connecting = client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        bus.client = client;
        // Anything cached while no notification could arrive may be stale.
        if (bus.staleBefore > 0) bus.staleBefore = Date.now();
      })
      .catch(() => {
        bus.staleBefore = Date.now();
        client.end().catch(() => {});
        setTimeout(connect, RECONNECT_MS).unref();
      })
      .finally(() => {
        bus.connecting = null;
      });
    return bus.connecting;
  };

  return {
    ...bus,
    enabled: true,
    start: connect,
    get staleBefore() {
      return bus.staleBefore;
    },
    async publish(tags, durations) {
      await connect();
      const client = bus.client;
      if (!client) return; // The others treat their older entries as stale once they reconnect.
      const payload = JSON.stringify({ origin: bus.origin, tags, durations });
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(() => {});
    },
  };
}

const bus = () => processValue('cacheTagBus', createBus);

class SharedTagsCache extends FileSystemCache {
  constructor(options) {
    super(options);
    const shared = bus();
    if (shared.enabled) void shared.start();
  }

  async get(...args) {
    const entry = await super.get(...args);
    const staleBefore = bus().staleBefore ?? 0;
    // Cached while this instance could not hear the others' expiries: read it afresh.
    if (entry && staleBefore > 0 && typeof entry.lastModified === 'number' && entry.lastModified < staleBefore) return null;
    return entry;
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    const shared = bus();
    if (shared.enabled && list.length > 0) await shared.publish(list, durations);
  }
}

module.exports = SharedTagsCache;
