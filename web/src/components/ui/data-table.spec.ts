import { describe, expect, it } from '@jest/globals';
import type { DataTableColumn } from 'mantine-datatable';
import { numbersWhole } from './data-table-columns';

interface Row {
  title: string;
  amount: number;
}

describe('data table columns', () => {
  it('a right-aligned column (amounts, counts) never breaks inside a number; others and explicit choices are left alone', () => {
    const columns: DataTableColumn<Row>[] = [
      { accessor: 'title', title: 'Game' },
      { accessor: 'amount', title: 'Dep.', textAlign: 'right' },
      { accessor: 'amount', title: 'Kept', textAlign: 'right', noWrap: false },
      { accessor: 'amount', title: 'Cut', textAlign: 'right', ellipsis: true },
    ];
    expect(numbersWhole(columns).map((column) => column.noWrap)).toEqual([undefined, true, false, undefined]);
  });
});
