import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface Fact {
  label: ReactNode;
  value: ReactNode;
}

/** Figures at a glance, as a description list (dl/dt/dd); stacked on narrow phones. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <DataList
      size="lg"
      withDivider
      orientation={narrow ? 'vertical' : 'horizontal'}
      labelWidth={narrow ? undefined : '16rem'}
    >
      {facts.map((fact, index) => (
        <DataList.Item key={index}>
          <DataList.ItemLabel fw={600} c="bright">{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue>{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
