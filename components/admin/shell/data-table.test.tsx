import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '@/components/admin/shell/data-table';

interface Row {
  name: string;
  amount: number;
}

const columns: Column<Row>[] = [
  { header: 'Name', rowHeader: true, cell: (r) => r.name },
  { header: 'Amount', numeric: true, cell: (r) => r.amount },
];

const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(<DataTable<Row> caption="Sums" columns={columns} rows={[]} rowKey={(r) => r.name} {...props} />);

describe('DataTable', () => {
  it('draws a header row of column headers and a body row per item, the first cell naming its row', () => {
    const html = render({ rows: [{ name: 'Cash', amount: 3 }] });
    expect(html).toContain('<th scope="col">Name</th>');
    expect(html).toMatch(/<th scope="row">Cash<\/th><td class="[^"]+">3<\/td>/);
  });

  it('makes the wrapper a focusable region named by the caption only when the caption has an id', () => {
    expect(render({ captionId: 'sums-caption' })).toMatch(/role="region" aria-labelledby="sums-caption" tabindex="0"/);
    expect(render({})).not.toContain('role="region"');
  });

  it('shows an empty row across every column, or a block instead of the table', () => {
    expect(render({ emptyRow: 'Nothing yet.' })).toContain('<td colSpan="2">Nothing yet.</td>');
    const block = render({ emptyBlock: <p>No rows.</p> });
    expect(block).toContain('<p>No rows.</p>');
    expect(block).not.toContain('<table');
  });
});
