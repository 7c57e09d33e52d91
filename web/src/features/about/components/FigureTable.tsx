import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface FigureTableProps {
  /** Read out before the table; also shown above it. */
  caption: string;
  /** Column headings; the first column's cells are row headings. */
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

/** A small, readable table of league figures (first column labels each row). */
export function FigureTable({ caption, head, rows }: FigureTableProps) {
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table
        captionSide="top"
        striped
        withTableBorder
        verticalSpacing="sm"
        horizontalSpacing="md"
        fz="lg"
        tabularNums
        styles={{ caption: { color: 'var(--mantine-color-text)', fontWeight: 600 } }}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((label) => (
              <Table.Th key={label} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {cells.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <Table.Th key={cellIndex} scope="row" fw={600}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={cellIndex}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
