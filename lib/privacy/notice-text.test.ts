import { describe, expect, it } from 'vitest';
import { fillNotice, NOTICE_PLACEHOLDERS, noticeBlocks, type NoticePlaceholder } from '@/lib/privacy/notice-text';
import { noticeTemplate } from '@/lib/privacy/notice-template';

const VALUES = Object.fromEntries(NOTICE_PLACEHOLDERS.map((name) => [name, ''])) as Record<NoticePlaceholder, string>;
const SELLER = { ...VALUES, legalName: 'Ocakbaşı Gıda Ltd. Şti.', email: 'kvkk@ocakbasi.example', retention: '24 ay' };

describe('the privacy notice text', () => {
  it('fills placeholders, shows an unfilled one as "…" and leaves an unknown one as written', () => {
    expect(fillNotice('{{legalName}} · {{ phone }} · {{nope}}', SELLER)).toBe('Ocakbaşı Gıda Ltd. Şti. · … · {{nope}}');
  });

  it('reads headings, paragraphs and lists', () => {
    expect(noticeBlocks('Giriş\n\n## Haklarınız\n- öğrenme,\n- silme\nhaklarına sahipsiniz.')).toEqual([
      { kind: 'paragraph', text: 'Giriş' },
      { kind: 'heading', text: 'Haklarınız' },
      { kind: 'list', items: ['öğrenme,', 'silme'] },
      { kind: 'paragraph', text: 'haklarına sahipsiniz.' },
    ]);
  });

  it.each(['tr', 'en'] as const)(
    'the %s template names the controller, its rights section and how to apply, with no unknown placeholder',
    (locale) => {
      const text = fillNotice(noticeTemplate(locale), SELLER);
      expect(text).not.toMatch(/\{\{/);
      expect(text).toContain('Ocakbaşı Gıda Ltd. Şti.');
      expect(text).toContain('kvkk@ocakbasi.example');
      const headings = noticeBlocks(text).filter((block) => block.kind === 'heading');
      // KVKK art. 10: controller, purposes, legal grounds, recipients, collection method, rights (art. 11), and how to apply.
      expect(headings).toHaveLength(9);
    },
  );
});
