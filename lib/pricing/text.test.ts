import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, fitted, hasControlCharacters, kitchenNote, MAX_LINE_NOTE_LENGTH } from '@/lib/pricing/text';

describe('cleanText', () => {
  it('turns newlines, tabs, NUL and bidi overrides into single spaces and trims', () => {
    expect(cleanText('  az pişmiş\r\nlütfen\t\u0000 ')).toBe('az pişmiş lütfen');
    expect(cleanText('\u202Eters\u202C yazı')).toBe('ters yazı');
    expect(cleanText('kapı\u2028kodu  12')).toBe('kapı kodu 12');
    expect(cleanText('yarım\uD83Dkarakter')).toBe('yarım karakter');
  });

  it('keeps Turkish letters and emoji (including joined emoji) intact', () => {
    expect(cleanText('Çok acılı 🌶️ olsun 👩‍🍳')).toBe('Çok acılı 🌶️ olsun 👩‍🍳');
  });

  it('never leaves a control character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(hasControlCharacters(cleanText(text))).toBe(false);
      }),
    );
  });
});

describe('kitchenNote', () => {
  it('writes choices, exclusions and the note in Turkish, joined by " · "', () => {
    const note = kitchenNote(
      { choices: [{ group: 'Acılık derecesi', options: ['Acılı'] }], exclusions: ['Soğan', 'Domates'], note: 'az pişmiş' },
      'lines[0]',
    );
    expect(note).toBe('Acılık derecesi: Acılı · Çıkar: Soğan, Domates · Not: az pişmiş');
  });

  it('lists several options of a multiple-choice group and skips empty groups and blank words', () => {
    const note = kitchenNote(
      {
        choices: [
          { group: 'Ekmek tercihi', options: [] },
          { group: 'Soslar', options: ['Acı sos', ' ', 'Sarımsaklı'] },
        ],
        exclusions: ['  '],
      },
      'lines[0]',
    );
    expect(note).toBe('Soslar: Acı sos, Sarımsaklı');
  });

  it('is null when there is nothing to tell the kitchen', () => {
    expect(kitchenNote({}, 'lines[0]')).toBeNull();
    expect(kitchenNote({ note: ' \n ', choices: [], exclusions: [] }, 'lines[0]')).toBeNull();
  });

  it('shortens a long customer note with "…" to 250 characters and keeps the exclusions whole', () => {
    const note = kitchenNote({ exclusions: ['Soğan', 'Domates'], note: 'lütfen '.repeat(60) }, 'lines[0]');
    expect(note).toHaveLength(MAX_LINE_NOTE_LENGTH);
    expect(note?.startsWith('Çıkar: Soğan, Domates · Not: lütfen')).toBe(true);
    expect(note?.endsWith('…')).toBe(true);
  });

  it('drops the note, then shortens the choices, but never the exclusions', () => {
    const exclusions = Array.from({ length: 20 }, (_, i) => `Malzeme ${i}`);
    const note = kitchenNote({ choices: [{ group: 'Soslar', options: ['Acı sos '.repeat(30)] }], exclusions, note: 'not' }, 'lines[0]');
    const exclusionText = `Çıkar: ${exclusions.join(', ')}`;
    expect(note?.length).toBeLessThanOrEqual(MAX_LINE_NOTE_LENGTH);
    expect(note?.endsWith(exclusionText)).toBe(true);
    expect(note).toMatch(/^Soslar: Acı.*… · Çıkar: Malzeme 0,/);
    expect(note).not.toContain('Not:');
  });

  it('refuses exclusions that alone exceed 250 characters rather than cut one', () => {
    const exclusions = Array.from({ length: 40 }, (_, i) => `Malzeme ${i}`);
    expect(() => kitchenNote({ exclusions }, 'lines[3]')).toThrow(expect.objectContaining({ path: 'lines[3].exclusions' }));
  });

  it('never splits an emoji, even one with a modifier, when shortening', () => {
    const note = kitchenNote({ note: `ab${'🌶️'.repeat(100)}` }, 'lines[0]');
    expect(note?.length).toBeLessThanOrEqual(MAX_LINE_NOTE_LENGTH);
    expect(note).toMatch(/^Not: ab(🌶️)+…$/u);
  });

  it('stays within 250 UTF-16 units and free of control characters for any input', () => {
    const arbWords = fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ group: fc.string({ unit: 'binary', maxLength: 40 }), options: arbWords }), { maxLength: 4 }),
        arbWords,
        fc.string({ unit: 'binary', maxLength: 400 }),
        (choices, exclusions, note) => {
          const text = kitchenNote({ choices, exclusions, note }, 'lines[0]');
          if (text === null) return;
          expect(text.length).toBeLessThanOrEqual(MAX_LINE_NOTE_LENGTH);
          expect(hasControlCharacters(text)).toBe(false);
          for (const word of exclusions.map(cleanText).filter((w) => w !== '')) expect(text).toContain(word);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fitted', () => {
  it('returns short text unchanged and cuts long text to the room, ending in "…"', () => {
    expect(fitted('Adana', 5)).toBe('Adana');
    expect(fitted('Adana Kebap', 7)).toBe('Adana…');
    expect(fitted('Adana', 1)).toBe('');
  });
});
