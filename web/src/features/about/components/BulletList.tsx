import type { ReactNode } from 'react';
import { List } from '@mantine/core';

export interface BulletListProps {
  items: readonly ReactNode[];
  ordered?: boolean;
}

/** A semantic ul/ol for short points. */
export function BulletList({ items, ordered = false }: BulletListProps) {
  return (
    <List type={ordered ? 'ordered' : 'unordered'} size="lg" spacing="xs" withPadding>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
