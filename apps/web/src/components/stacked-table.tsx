import type { ReactNode } from 'react';
import { STACKED_TABLE } from '@/lib/stacked-table';
import { cn } from '@/lib/utils';

export interface StackedColumn<Row> {
  /** The column's name: its header, and the label before each value on a phone. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned, digits of equal width. */
  numeric?: boolean;
  className?: string;
}

/**
 * A small data table that becomes one card per row on a phone (STACKED_TABLE, issue #27): the
 * first column names the row (a row header, the card's title), each other cell shows its
 * column's name before its value. From `sm` up it is a plain table; it is one table at every
 * width, so a cell or its text is found once.
 */
export function StackedTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  caption,
  compact = false,
  className,
}: {
  /** The column that names each row (medium weight unless its className says otherwise). */
  title: StackedColumn<Row>;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** Tighter rows, for a preview inside a panel. */
  compact?: boolean;
  className?: string;
}) {
  const padding = compact ? 'py-1.5' : 'py-2';
  // Every column but the last keeps a gap to the next.
  const gap = (index: number) => (index < columns.length - 1 ? 'pr-3' : '');
  return (
    <table className={cn('w-full text-left text-sm', STACKED_TABLE.table, className)}>
      {caption && (
        <caption className="pb-2 text-left text-sm text-muted-foreground max-sm:block">
          {caption}
        </caption>
      )}
      <thead className={cn('text-muted-foreground', STACKED_TABLE.head)}>
        <tr className="border-b">
          <th scope="col" className={cn(padding, 'pr-3 font-medium')}>
            {title.header}
          </th>
          {columns.map((column, index) => (
            <th
              key={column.header}
              scope="col"
              className={cn(padding, gap(index), 'font-medium', column.numeric && 'text-right')}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn('divide-y max-sm:divide-y-0', STACKED_TABLE.body)}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={STACKED_TABLE.row}>
            <th
              scope="row"
              className={cn(
                padding,
                'pr-3 text-left font-medium',
                title.className,
                STACKED_TABLE.title,
              )}
            >
              {title.cell(row)}
            </th>
            {columns.map((column, index) => (
              <td
                key={column.header}
                data-label={column.header}
                className={cn(
                  padding,
                  gap(index),
                  column.numeric && 'text-right tabular-nums',
                  column.className,
                  STACKED_TABLE.cell,
                )}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
