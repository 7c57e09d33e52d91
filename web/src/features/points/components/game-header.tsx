import { Anchor, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { href } from '@/config/paths';
import { GameCountdown } from '@/components/ui/game-countdown';
import type { GameRow, HostChoice } from '../api/points';
import { gameDateTimeText } from '../points-time';

/** Product §9: the manager's host list shows 10 at a time (typing searches them all). */
export const HOST_LIST_LIMIT = 10;

export interface ActingHost {
  /** The player recorded as host on saved entries. */
  readonly hostID: number;
  readonly choices: readonly HostChoice[];
  /** Managers and up choose; others act as themselves. */
  readonly canChoose: boolean;
  readonly onChange: (hostID: number) => void;
}

/**
 * The points screen's head (product §2): the game's display title, date and time in
 * the venue's zone, the countdown, the players, the host's dashboard link and the
 * acting-host selector.
 */
export function GameHeader({
  game,
  players,
  actingHost,
}: {
  readonly game: GameRow;
  readonly players: number;
  readonly actingHost: ActingHost;
}) {
  const options = actingHost.choices.map((host) => ({ value: String(host.playerID), label: host.title }));
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Title order={1} size="h2" data-testid="points-title">
          {gameLabel(game)}
        </Title>
        <Text data-testid="points-time">{gameDateTimeText(game.gameAt, game.venueTimeZone)}</Text>
        {!game.endedAt && <GameCountdown game={game} />}
        <Group gap="lg" wrap="wrap" align="flex-end">
          <Text data-testid="points-total-players">
            {players} {players === 1 ? 'player' : 'players'}
          </Text>
          <Text>
            Hosted by{' '}
            {game.hostName && game.hostNumber ? (
              <Anchor
                component={Link}
                to={href('playerDashboard', { playerNumber: game.hostNumber })}
                data-testid="points-host"
              >
                {game.hostName}
              </Anchor>
            ) : (
              <span data-testid="points-host">{game.hostName ?? 'no host yet'}</span>
            )}
          </Text>
          {/* Hosts set up the bar's TV themselves (game detail offers the monitor to managers only). */}
          <Anchor
            href={href('gameMonitor', { gameID: game.gameID })}
            target="_blank"
            rel="noopener"
            data-testid="points-monitor-link"
          >
            <Group gap={4} component="span">
              <IconDeviceTv size={18} aria-hidden />
              Open Monitor
            </Group>
          </Anchor>
          <Select
            label="Acting host"
            size="md"
            w={{ base: '100%', xs: 260 }}
            data={options}
            value={String(actingHost.hostID)}
            onChange={(value) => value && actingHost.onChange(Number(value))}
            searchable={actingHost.canChoose}
            limit={HOST_LIST_LIMIT}
            disabled={!actingHost.canChoose}
            allowDeselect={false}
            nothingFoundMessage="No host by that name"
            data-testid="acting-host"
          />
        </Group>
      </Stack>
    </Paper>
  );
}
