/**
 * A table that only shows rows, as plain elements (issue 31): the public pages' leaderboards and
 * points tables. It looks as DataTable does, but a phone hydrates a few elements a row instead of
 * mantine-datatable's scroll area, groups and boxes for each cell, and loads none of its script.
 * Tables that sort, open rows or scroll in a box stay DataTable; a screen pages one with Paginator.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import type { TableQuery } from './data-table';
import dataTableClasses from './data-table.module.css';
import classes from './read-table.module.css';

interface ReadTableColumnParts {
  readonly title: ReactNode;
  readonly textAlign?: 'left' | 'center' | 'right';
  readonly cellsClassName?: string;
  readonly noWrap?: boolean;
  /** Shown from this width on (the theme's xs or sm); by CSS, so the server's page and the browser's agree. */
  readonly visibleFrom?: 'xs' | 'sm';
  /** Shown below this width only (a phone's own column), by CSS too. */
  readonly hiddenFrom?: 'sm';
}

/**
 * A column shows a field of the row, or what `render` makes of the row and its place among the
 * rows shown (then its accessor only names it).
 */
export type ReadTableColumn<T> = ReadTableColumnParts &
  (
    | { readonly accessor: keyof T & string; readonly render?: (row: T, index: number) => ReactNode }
    | { readonly accessor: string; readonly render: (row: T, index: number) => ReactNode }
  );

/** A link in a cell (a player's card or dashboard), as Mantine's Anchor looks, as one element. */
export function CellLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Link to={to} className={classes.link}>
      {children}
    </Link>
  );
}

export interface ReadTableProps<T> {
  /** The table's accessible name, e.g. "Player Leaderboard". */
  readonly label: string;
  readonly query: TableQuery<T>;
  readonly columns: readonly ReadTableColumn<T>[];
  /** The key of a row: a field, or what makes one of the row. */
  readonly idAccessor: (keyof T & string) | ((row: T) => string);
  /** Shown when the read answers no rows. */
  readonly emptyText?: string;
}

/** A column's `cellsClassName` for people's names: they wrap between words, never inside one. */
export const WHOLE_WORDS: string = dataTableClasses.wholeWords ?? '';

const LOADING_TEXT = 'Loading...';
const FROM = { xs: dataTableClasses.fromXs, sm: dataTableClasses.fromSm } as const;

function cellClass<T>(column: ReadTableColumn<T>, cells?: string): string | undefined {
  const right = column.textAlign === 'right';
  return (
    clsx(
      cells,
      right && classes.right,
      column.textAlign === 'center' && classes.center,
      // Amounts and counts never break inside one (as DataTable's numbersWhole).
      (column.noWrap ?? right) && classes.noWrap,
      column.visibleFrom && FROM[column.visibleFrom],
      column.hiddenFrom && dataTableClasses.belowSm,
    ) || undefined
  );
}

export function ReadTable<T>({ label, query, columns, idAccessor, emptyText = 'Nothing to show.' }: ReadTableProps<T>) {
  const rows = query.isError ? [] : (query.data?.rows ?? []);
  // The failure or the wait is told where the rows would be (product §8.1, §8.6).
  const status = query.isError ? errorMessage(query.error) : query.isPending ? LOADING_TEXT : emptyText;
  return (
    <div className={clsx(classes.frame, query.isPlaceholderData === true && classes.fetching)}>
      {/* data-table's class too: a cell's words break as in every other table. */}
      <table className={clsx(classes.table, dataTableClasses.table)} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.accessor} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={typeof idAccessor === 'function' ? idAccessor(row) : String(row[idAccessor])}>
              {columns.map((column) => (
                <td key={column.accessor} className={cellClass(column, column.cellsClassName)}>
                  {column.render ? column.render(row, index) : (row[column.accessor as keyof T] as ReactNode)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className={classes.status}>{status}</p>}
    </div>
  );
}
