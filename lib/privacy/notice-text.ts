/**
 * The privacy notice's plain-text format (docs/decisions/241), pure so the page, the admin's
 * preview and the tests share it: "## " starts a heading, "- " a list item, any other line a
 * paragraph; {{name}} is replaced by that value ("…" when the seller has not filled it in yet).
 */

export type NoticeBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The placeholders a notice may use, as the admin lists them. */
export const NOTICE_PLACEHOLDERS = [
  'shopName',
  'legalName',
  'address',
  'phone',
  'email',
  'taxOffice',
  'taxNumber',
  'mersisNumber',
  'retention',
] as const;
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number];

/** Replaces each known {{placeholder}}; an unknown one stays as written, so a typo shows. */
export function fillNotice(text: string, values: Record<NoticePlaceholder, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => {
    if (!(NOTICE_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const value = values[name as NoticePlaceholder].trim();
    return value === '' ? '…' : value;
  });
}

/** The text's headings, paragraphs and lists, in order. */
export function noticeBlocks(text: string): NoticeBlock[] {
  const blocks: NoticeBlock[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    else if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
