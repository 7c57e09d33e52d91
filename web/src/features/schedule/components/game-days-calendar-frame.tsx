/** Home's calendar section: its frame and heading stay put; the calendar fills it once loaded. */
import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

export function GameDaysCalendarFrame({ children }: { readonly children?: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="home-calendar"
      data-testid="game-days-calendar"
      mih={420}
    >
      <Title order={2} size="h3" id="home-calendar" mb="sm">
        Game Calendar
      </Title>
      {children}
    </Paper>
  );
}
