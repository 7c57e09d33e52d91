import type { ReactNode } from 'react';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface StatCardProps {
  readonly label: string;
  /** The figure; "Loading..." while its read is pending. */
  readonly value: ReactNode;
  readonly note?: ReactNode;
  readonly to: string;
  readonly testID: string;
}

/** One figure of the dashboard's row: its label, the figure as a link, a short note. */
export function StatCard({ label, value, note, to, testID }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testID}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {/* Long figures (a chip tier in words) a size down, so the three cards stay level. */}
      <Anchor
        component={Link}
        to={to}
        fz={typeof value === 'string' && value.length > 12 ? 22 : 28}
        fw={700}
        lh={1.3}
        data-testid={`${testID}-link`}
      >
        {value}
      </Anchor>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
