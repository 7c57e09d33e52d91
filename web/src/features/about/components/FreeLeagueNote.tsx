import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';

/** The reminder that the league is free: nobody pays to play and no money is wagered. */
export function FreeLeagueNote({ children }: { children?: ReactNode }) {
  return (
    <Alert
      role="note"
      variant="light"
      color="teal"
      title="Always free to play"
      icon={<IconHeartHandshake aria-hidden="true" />}
      styles={{ message: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children ??
        'League games never have a buy-in or an entry fee, and no money is ever wagered. Chips have no cash value: you play for points, bragging rights and prizes.'}
    </Alert>
  );
}
