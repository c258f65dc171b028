import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { routing } from '@/lib/i18n/routing';

const DIR = path.resolve(import.meta.dirname, '../../messages');

type Catalogue = { [key: string]: string | Catalogue };

function read(locale: string): Catalogue {
  return JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), 'utf8')) as Catalogue;
}

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(dotted, value);
    else for (const [k, v] of flatten(value, dotted)) out.set(k, v);
  }
  return out;
}

/** The placeholders, plurals, selects and rich-text tags a message uses, by name and kind. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

const reference = flatten(read(routing.defaultLocale));

describe('message catalogues', () => {
  it('has one catalogue per language of the routing, and no other', () => {
    const files = readdirSync(DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...routing.locales].sort());
  });

  it.each(routing.locales.filter((locale) => locale !== routing.defaultLocale))('%s has exactly the keys of Turkish', (locale) => {
    const keys = [...flatten(read(locale)).keys()].sort();
    expect(keys).toEqual([...reference.keys()].sort());
  });

  it.each(routing.locales)('%s: every message parses, is not empty, and uses the placeholders of Turkish', (locale) => {
    const messages = flatten(read(locale));
    const problems: string[] = [];
    for (const [key, message] of messages) {
      if (message.trim() === '') {
        problems.push(`${key}: empty`);
        continue;
      }
      let own: Set<string>;
      try {
        own = argumentsOf(parse(message));
      } catch (error) {
        problems.push(`${key}: ${String(error)}`);
        continue;
      }
      const turkish = reference.get(key);
      if (turkish === undefined) continue;
      const expected = [...argumentsOf(parse(turkish))].sort().join(', ');
      if ([...own].sort().join(', ') !== expected) problems.push(`${key}: uses {${[...own].sort().join(', ')}}, Turkish {${expected}}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the messages a page hands to the browser', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');

  /** The project's own source files under a folder. */
  function sourcesUnder(dir: string): string[] {
    return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(ROOT, dir, file));
  }

  /** The project file an import names (`@/…` or relative), or null for a package. */
  function resolveImport(from: string, specifier: string): string | null {
    const base = specifier.startsWith('@/')
      ? path.join(ROOT, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
    if (base === null) return null;
    const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
    return candidates.find((candidate) => existsSync(candidate)) ?? null;
  }

  /** Every project module a client component runs in the browser: the component and what it imports, but not types. */
  function clientGraph(entry: string, seen: Set<string>): void {
    if (seen.has(entry)) return;
    seen.add(entry);
    const source = readFileSync(entry, 'utf8');
    for (const match of source.matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)) {
      const file = match[1] === undefined ? null : resolveImport(entry, match[1]);
      if (file) clientGraph(file, seen);
    }
  }

  const isStaff = (file: string) => /[\\/]admin[\\/]/.test(file);
  const entries = [...sourcesUnder('components'), ...sourcesUnder('app')].filter(
    (file) => !isStaff(file) && /^['"]use client['"]/m.test(readFileSync(file, 'utf8')),
  );

  it('finds the client components it checks', () => {
    expect(entries.length).toBeGreaterThan(20);
  });

  it('include every namespace a customer or sandbox client component reads, or what it imports reads', async () => {
    const { CUSTOMER_CLIENT_NAMESPACES, SANDBOX_CLIENT_NAMESPACES } = await import('@/lib/i18n/messages');
    const missing = new Set<string>();
    for (const entry of entries) {
      const passed: readonly string[] = /[\\/]sandbox[\\/]/.test(entry) ? SANDBOX_CLIENT_NAMESPACES : CUSTOMER_CLIENT_NAMESPACES;
      const graph = new Set<string>();
      clientGraph(entry, graph);
      for (const file of graph) {
        for (const match of readFileSync(file, 'utf8').matchAll(/useTranslations(?:<'([^'.]+)[^']*'>)?\((?:'([^'.]+)[^']*')?\)/g)) {
          const namespace = match[2] ?? match[1];
          const where = `${path.relative(ROOT, file)} (in ${path.relative(ROOT, entry)})`;
          if (namespace === undefined) missing.add(`${where}: useTranslations() without a namespace`);
          else if (!passed.includes(namespace)) missing.add(`${where}: ${namespace}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
