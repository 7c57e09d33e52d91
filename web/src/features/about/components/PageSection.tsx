import { useId, type ReactNode } from 'react';
import { Box, Stack, Title } from '@mantine/core';

export interface PageSectionProps {
  title: string;
  /** 2 for a section of the page (default), 3 for a part of a section. */
  order?: 2 | 3;
  children?: ReactNode;
}

/** A titled section; the heading labels the region for screen readers. */
export function PageSection({ title, order = 2, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={order} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Box>
  );
}
