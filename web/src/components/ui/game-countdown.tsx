import { Group, Text, type MantineSize } from '@mantine/core';
import { countdown, type Countdown } from '@league/modules/games/domain/countdown.js';
import { useNow } from '@/lib/clock';

/** What the countdown needs of a game: its time (ISO 8601, as the API answers it) and type. */
export interface CountdownGame {
  readonly gameAt: string;
  readonly eventType: number;
}

/**
 * The points screen's and monitor's countdown (product §4.5), ticking every second
 * on the site's clock (the test `today` parameter included). The rule itself is the
 * games domain's: "Registration closes" 90 minutes after a quarterly's start, else
 * "Starts"; h:mm:ss under 2 hours, blank under 1 second, urgent under 10 minutes.
 */
export function useCountdown(game: CountdownGame | null | undefined): Countdown | null {
  const current = useNow(1000);
  if (!game) return null;
  const gameAt = new Date(game.gameAt);
  if (Number.isNaN(gameAt.getTime())) return null;
  return countdown({ gameAt, eventType: game.eventType }, current);
}

/** The countdown as a line of text: "Starts 1:59:59", red when urgent; nothing once it has run out. */
export function GameCountdown({ game, size = 'md' }: { readonly game: CountdownGame; readonly size?: MantineSize }) {
  const shown = useCountdown(game);
  if (!shown?.text) return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid="countdown"
      data-urgent={shown.urgent || undefined}
      role="timer"
      aria-live="off"
    >
      <Text size={size} c="dimmed">
        {shown.label}
      </Text>
      <Text size={size} fw={700} c={shown.urgent ? 'red.7' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown.text}
      </Text>
    </Group>
  );
}
