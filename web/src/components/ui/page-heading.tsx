import type { ReactNode } from 'react';
import { Group, Title, type MantineSpacing } from '@mantine/core';
import { useCurrentRoute } from '../../lib/current-route';
import { PAGE_TITLE_ID } from '../../lib/page-head';

/** The screen's h1: its route name unless given, with optional actions beside it. */
export interface PageHeadingProps {
  readonly title?: string;
  readonly children?: ReactNode;
  /** Space below; 0 inside a Stack that already spaces its children. */
  readonly mb?: MantineSpacing | 0;
}

export function PageHeading({ title, children, mb = 'md' }: PageHeadingProps) {
  const current = useCurrentRoute();
  return (
    <Group justify="space-between" align="center" mb={mb} gap="sm">
      <Title order={1} size="h2" id={PAGE_TITLE_ID}>
        {title ?? current?.route.name}
      </Title>
      {children}
    </Group>
  );
}
