import type { DataTableColumn } from 'mantine-datatable';

/**
 * Right-aligned columns hold amounts and counts: they never break inside one ("$35." over "00"
 * in a phone's deposit table), whatever the cells' `overflow-wrap: anywhere` lets text do. A
 * column that says `noWrap` itself keeps its word.
 */
export function numbersWhole<T>(columns: readonly DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((column) =>
    column.textAlign === 'right' && column.noWrap === undefined && !column.ellipsis
      ? ({ ...column, ellipsis: undefined, noWrap: true } as DataTableColumn<T>)
      : column,
  );
}
