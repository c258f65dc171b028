import type { Key, ReactNode } from 'react';
import ui from '@/components/admin/shell/admin-ui.module.css';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface Column<Row> {
  /** The header cell's content (text, or visually hidden text for a column of buttons). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures, in the header as in the cells. */
  numeric?: boolean;
  /** The cell names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean;
  /** Another class for the body cell, e.g. `ui.nowrap`. */
  className?: string;
}

/** The looks of admin-ui.module.css: `table` has a caption and rules above rows; `sheet` rules below, `sheetCaps` with an upper-case header. */
type Look = 'table' | 'sheet' | 'sheetCaps';

const LOOKS: Record<Look, { wrap: string | undefined; table: string | undefined }> = {
  table: { wrap: ui.tableWrap, table: ui.table },
  sheet: { wrap: ui.tableWrapFlush, table: ui.sheet },
  sheetCaps: { wrap: ui.tableWrapFlush, table: `${ui.sheet} ${ui.sheetCaps}` },
};

interface DataTableProps<Row> {
  caption: ReactNode;
  /**
   * The caption's id. Given, the scrolling wrapper becomes a region named by the caption that the
   * keyboard can focus, so a table wider than the screen can be scrolled without a mouse.
   */
  captionId?: string;
  /** The caption is for screen readers only (a heading above already names the table). */
  captionHidden?: boolean;
  look?: Look;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown as one full-width row when there are no rows. */
  emptyRow?: ReactNode;
  /** Shown inside the wrapper instead of the whole table when there are no rows. */
  emptyBlock?: ReactNode;
  /** The `<tfoot>` rows, e.g. totals. */
  footer?: ReactNode;
  /**
   * On a phone each row becomes a small card of labelled cells instead of a table that scrolls
   * sideways (the header texts label the cells), for lists staff work from on a phone.
   */
  stackOnPhone?: boolean;
}

const cellClass = (numeric: boolean | undefined, className: string | undefined) =>
  [numeric ? ui.num : undefined, className].filter(Boolean).join(' ') || undefined;

/**
 * The staff pages' one way to draw a table of rows: the scrolling wrapper, the caption, a header
 * row of `scope="col"` cells and one body row per item. The markup and class names are those the
 * pages wrote by hand before, so they look the same.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, captionId, captionHidden, look = 'table', columns, rows, rowKey, emptyRow, emptyBlock, footer, stackOnPhone } = props;
  const classes = LOOKS[look];
  const region = captionId ? ({ role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } as const) : {};
  if (rows.length === 0 && emptyBlock !== undefined) {
    return <div className={classes.wrap}>{emptyBlock}</div>;
  }
  return (
    <div className={classes.wrap} {...region}>
      <table className={stackOnPhone ? `${classes.table} ${ui.stackOnPhone}` : classes.table}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? ui.num : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyRow !== undefined ? (
            <tr>
              <td colSpan={columns.length}>{emptyRow}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={index}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cellClass(column.numeric, column.className)}
                      data-label={stackOnPhone && typeof column.header === 'string' ? column.header : undefined}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
