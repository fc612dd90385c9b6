/**
 * Classes that turn a small data table into one card per row below the `sm` breakpoint, so a
 * phone never hides a column off screen (issue #27). The markup stays a single table: from
 * `sm` up nothing changes, and journeys that look for a cell or its text find it once. On a
 * phone the column headers leave the screen (screen readers still read them), so each cell
 * names its column from its `data-label` attribute, shown before its value.
 */
export const STACKED_TABLE = {
  table: 'max-sm:block',
  head: 'max-sm:sr-only',
  body: 'max-sm:grid max-sm:gap-3',
  row: 'max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:p-3',
  /** A cell whose value follows its column's name, on one line when it fits. */
  cell: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:p-0 max-sm:text-right max-sm:whitespace-normal max-sm:before:text-left max-sm:before:font-normal max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
  /** The cell that heads the card (the row's name): no label, a line of its own. */
  title: 'max-sm:p-0 max-sm:font-semibold max-sm:whitespace-normal',
} as const;
