/**
 * The site's table (docs/decisions/0062-game-screens.md; a table that only shows rows is
 * read-table.tsx's plain one, decisions/0171): mantine-datatable, which is built
 * on Mantine's own Table, ScrollArea and Pagination, with the league's states:
 * "Loading..." while the read is pending, the server's message in the table when it
 * fails (product §8.1), an empty text of the screen's choosing, optional sorting and
 * paging (server-side when `total` is given), and a scroll height.
 *
 * mantine-datatable renders Mantine components from inside its own package, where
 * web/mantine-styles.plugin.ts does not look; their stylesheets are named here so they
 * load with the first screen that shows a table.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import 'mantine-datatable/styles.layer.css';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Group, Text, useMantineTheme, type MantineTheme } from '@mantine/core';
import clsx from 'clsx';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  DataTable as MantineDataTable,
  type DataTableColumn,
  type DataTablePaginationRenderContext,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { errorMessage } from '../../lib/api-client';
import classes from './data-table.module.css';

export type { DataTableColumn, DataTableSortStatus };
import { numbersWhole } from './data-table-columns';

/** A column's `visibleMediaQuery` that hides it on a phone (below Mantine's sm): its content goes under a key column instead. */
export const PHONE_HIDDEN = ({ breakpoints }: { breakpoints: { sm: string } }): string =>
  `(min-width: ${breakpoints.sm})`;

export { WHOLE_WORDS } from './read-table';

/**
 * The screen-width rules the tables use, as CSS: mantine-datatable draws a `visibleMediaQuery`
 * column only once the browser has answered the query, so a page the server drew (issue 31; it
 * knows no width) would lose or gain columns as it hydrates, and the table would jump. A column
 * whose query is one of these (the theme's xs and sm) is hidden by a class instead, the same on the server and in the
 * browser; any other query is left to mantine-datatable.
 */
function queryClasses(theme: MantineTheme): Readonly<Record<string, string | undefined>> {
  const { xs, sm } = theme.breakpoints;
  return {
    [`(min-width: ${xs})`]: classes.fromXs,
    [`(min-width: ${sm})`]: classes.fromSm,
    [`(max-width: calc(${sm} - 0.0625rem))`]: classes.belowSm,
  };
}

function hiddenByClass<T>(columns: readonly DataTableColumn<T>[], theme: MantineTheme): DataTableColumn<T>[] {
  const byQuery = queryClasses(theme);
  return columns.map((column) => {
    const query =
      typeof column.visibleMediaQuery === 'function' ? column.visibleMediaQuery(theme) : column.visibleMediaQuery;
    const hidden = query ? byQuery[query] : undefined;
    if (!hidden) return column;
    const { visibleMediaQuery: _drawnByCss, cellsClassName, titleClassName, footerClassName, ...rest } = column;
    return {
      ...rest,
      titleClassName: clsx(titleClassName, hidden),
      footerClassName: clsx(footerClassName, hidden),
      cellsClassName:
        typeof cellsClassName === 'function'
          ? (record: T, index: number) => clsx(cellsClassName(record, index), hidden)
          : clsx(cellsClassName, hidden),
    };
  });
}

/** A read as TanStack Query gives it, answering `{ rows, total }` (docs/api.md). */
export interface TableQuery<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  /** The rows on screen are the previous page's or filters' while these arrive (keepPreviousData). */
  readonly isPlaceholderData?: boolean;
  readonly data?: { readonly rows: readonly T[]; readonly total?: number } | undefined;
}

/** Server-side paging: the screen owns the page (often in the URL) and reads one page at a time. */
export interface TablePaging {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  /**
   * `pages` (default): page numbers beside the report. `previous-next`: the league's
   * paginator (product §2.9), Previous, the current report ("31-60 of 245") and Next.
   */
  readonly controls?: 'pages' | 'previous-next';
}

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. "Games". */
  readonly label: string;
  readonly query: TableQuery<T>;
  readonly columns: DataTableColumn<T>[];
  /** The key of a row (default "id"). */
  readonly idAccessor: (keyof T & string) | ((record: T) => string | number);
  /** Shown when the read answers no rows. */
  readonly emptyText?: string;
  /** Opens the row's record: rows become links for mouse, touch and keyboard. */
  readonly onRowClick?: (record: T) => void;
  /** Sorting in the browser over the rows read (columns with `sortable: true`). */
  readonly initialSort?: DataTableSortStatus<T>;
  readonly paging?: TablePaging;
  /** The scroll height; the header stays in view. Without it the table grows with its rows. */
  readonly height?: number | string;
  /** Extra props for the library's table, for the rare screen that needs them. */
  readonly striped?: boolean;
  /** A second action on a row (the points screen: click selects, double-click opens the player). */
  readonly onRowDoubleClick?: (record: T) => void;
  /** The row shown as selected (its id, as `idAccessor` gives it), marked with aria-selected. */
  readonly selectedID?: string | number | null;
}

const LOADING_TEXT = 'Loading...';

/** "31-60 of 245" (product §2.9). */
const pageReport = ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }): string =>
  `${from}-${to} of ${totalRecords}`;

/** Previous, the current report and Next: large enough to tap on a phone. */
function PreviousNext({ state, actions }: DataTablePaginationRenderContext) {
  const { page, totalPages, from, to, totalRecords } = state;
  return (
    <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
      <Button
        variant="default"
        size="sm"
        mih={40}
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page <= 1}
        onClick={() => actions.setPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" role="status" data-testid="page-report">
        {pageReport({ from: from ?? 0, to: to ?? 0, totalRecords: totalRecords ?? 0 })}
      </Text>
      <Button
        variant="default"
        size="sm"
        mih={40}
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={page >= totalPages}
        onClick={() => actions.setPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}

/** Opens a row from the keyboard as a click would: rows that open something are focusable. */
const rowKeys =
  <T,>(onRowClick: (record: T) => void, isSelected?: (record: T) => boolean) =>
  (record: T) => ({
    tabIndex: 0,
    ...(isSelected ? { 'aria-selected': isSelected(record) } : {}),
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onRowClick(record);
    },
  });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Rows sorted by the status' column (`accessor` names the field). */
export function sortRows<T>(rows: readonly T[], status: DataTableSortStatus<T> | undefined): T[] {
  if (!status) return [...rows];
  const key = status.columnAccessor as keyof T;
  const sorted = [...rows].sort((x, y) => compare(x[key], y[key]));
  return status.direction === 'desc' ? sorted.reverse() : sorted;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    query,
    columns,
    idAccessor,
    emptyText = 'Nothing to show.',
    onRowClick,
    initialSort,
    paging,
    height,
    striped = true,
    onRowDoubleClick,
    selectedID,
  } = props;
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T> | undefined>(initialSort);
  const theme = useMantineTheme();
  const drawnColumns = useMemo(() => hiddenByClass(numbersWhole(columns), theme), [columns, theme]);
  const rows = query.data?.rows;
  const records = useMemo(() => sortRows(rows ?? [], sortStatus), [rows, sortStatus]);
  // The failure or the wait is told where the rows would be (product §8.1, §8.6).
  const status = query.isError ? errorMessage(query.error) : query.isPending ? LOADING_TEXT : emptyText;
  const sorting = sortStatus ? { sortStatus, onSortStatusChange: setSortStatus } : {};
  const idOf = (record: T): unknown => (typeof idAccessor === 'function' ? idAccessor(record) : record[idAccessor]);
  const isSelected =
    selectedID === undefined ? undefined : (record: T) => selectedID !== null && idOf(record) === selectedID;
  // Inline, so the stripes do not hide it.
  const selection = isSelected
    ? {
        rowStyle: (record: T) =>
          isSelected(record) ? { backgroundColor: 'var(--mantine-primary-color-light)' } : undefined,
      }
    : {};
  const pagingProps = paging
    ? {
        page: paging.page,
        onPageChange: paging.onPageChange,
        recordsPerPage: paging.pageSize,
        totalRecords: query.data?.total ?? records.length,
        paginationText: pageReport,
        ...(paging.controls === 'previous-next' ? { renderPagination: PreviousNext } : {}),
      }
    : {};

  return (
    <MantineDataTable<T>
      aria-label={label}
      className={classes.table}
      withTableBorder
      borderRadius="sm"
      striped={striped}
      highlightOnHover={!!onRowClick}
      minHeight={records.length === 0 ? 120 : undefined}
      height={height}
      records={query.isError ? [] : records}
      columns={drawnColumns}
      idAccessor={idAccessor as never}
      // The empty state fades out as rows arrive: without its text it cannot show through them meanwhile.
      noRecordsText={records.length > 0 && !query.isError ? '' : status}
      noRecordsIcon={<span />}
      // Dimmed only while the rows shown are the previous page's or filters'. A read again of the same rows
      // (a stale page after hydration, the live standings) changes them in place: no flash, and a screen
      // that does not read isFetching is not drawn again twice for each read (issue 31).
      fetching={query.isPlaceholderData === true}
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      onRowDoubleClick={onRowDoubleClick ? ({ record }) => onRowDoubleClick(record) : undefined}
      customRowAttributes={onRowClick ? rowKeys(onRowClick, isSelected) : undefined}
      {...selection}
      {...sorting}
      {...(pagingProps as object)}
    />
  );
}
