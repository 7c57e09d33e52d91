/**
 * The next quarterly tournament (product §2.10): when (in its venue's time zone), where,
 * and the address as a map link; or product §8.6's words when none is scheduled.
 */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { webAddressOrNothing } from '@league/shared/domain/plain-text.js';
import { useNextQuarterly, type GameRow } from '../api/schedule';
import { addressLine, gameDetailPath, gameLabel } from '../game-list';
import { formatGameClock, formatGameLongDay } from '../game-time';
import { ReadState } from './read-state';

/** Product §8.6's words when no quarterly is scheduled. */
export const NOT_SCHEDULED = 'The next Quarterly Tournament has not been scheduled yet.';

/** The address as a map link when the venue has one (product §2.11's wording when it has none). */
function VenueAddress({
  game,
}: {
  readonly game: Pick<GameRow, 'venueAddress' | 'venueCity' | 'venueState' | 'venueMapURL'>;
}) {
  const line = addressLine({ address: game.venueAddress, city: game.venueCity, state: game.venueState });
  if (!line) return 'No address on file';
  // Only an http(s) address becomes a link, whatever is stored.
  const mapURL = webAddressOrNothing(game.venueMapURL);
  if (!mapURL) return line;
  return (
    <Anchor href={mapURL} target="_blank" rel="noopener noreferrer">
      {line}
    </Anchor>
  );
}

export function NextQuarterly({ today }: { readonly today: string }) {
  const next = useNextQuarterly(today);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="next-quarterly-heading"
      data-testid="next-quarterly"
    >
      <Title order={2} size="h3" id="next-quarterly-heading" mb="sm">
        Next Quarterly Tournament
      </Title>
      <ReadState query={next}>
        {(game) =>
          !game ? (
            <Text>{NOT_SCHEDULED}</Text>
          ) : (
            <Stack gap={4}>
              <Anchor
                component={Link}
                to={gameDetailPath(game.gameID)}
                fw={700}
                size="lg"
                td={game.canceled ? 'line-through' : undefined}
              >
                {gameLabel(game)}
              </Anchor>
              <Text>
                <strong>When:</strong> {formatGameLongDay(game.gameAt, game.venueTimeZone)},{' '}
                {formatGameClock(game.gameAt, game.venueTimeZone)}
              </Text>
              <Text>
                <strong>Where:</strong> {game.venueName}
              </Text>
              <Text>
                <strong>Address:</strong> <VenueAddress game={game} />
              </Text>
            </Stack>
          )
        }
      </ReadState>
    </Paper>
  );
}

export default NextQuarterly;
