/** A list of games as links to their detail pages: title with markers, venue and time where it is played. */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { gameDetailPath, gameLabel, type ScheduleGame } from '../game-list';
import { formatGameClock } from '../game-time';

export function GameLinks({ games }: { readonly games: readonly ScheduleGame[] }) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {games.map((game) => (
        <li key={game.gameID} data-testid="game-link" data-game-id={game.gameID}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={600} miw={92} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatGameClock(game.gameAt, game.venueTimeZone)}
            </Text>
            {/* A venue's name may hold a word wider than a phone (TheWaterfrontEntertainmentCenter): it breaks. */}
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={gameDetailPath(game.gameID)} fw={600} td={game.canceled ? 'line-through' : undefined}>
                {gameLabel(game)}
              </Anchor>
              {game.venueName && !gameLabel(game).startsWith(game.venueName) && (
                <Text size="sm" c="dimmed">
                  {game.venueName}
                </Text>
              )}
            </div>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
