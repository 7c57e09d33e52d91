import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';
import classes from './fact-list.module.css';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Figures at a glance, as a description list (dl/dt/dd); stacked on narrow phones (fact-list.module.css). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <DataList size="lg" withDivider orientation="horizontal" className={classes.list}>
      {facts.map((fact, index) => (
        <DataList.Item key={index} className={classes.item}>
          <DataList.ItemLabel fw={600} c="bright" className={classes.label}>
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue className={classes.value}>{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
