import type { NoticeBlock } from '@/lib/privacy/notice-text';

/** A notice's headings, paragraphs and lists (the page and the admin's preview). Headings are h2 under the page's h1. */
export function NoticeBody({ blocks }: { blocks: NoticeBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index}>{block.text}</h2>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, at) => (
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  );
}
