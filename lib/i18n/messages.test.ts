import { readdirSync, readFileSync } from 'node:fs';
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
