/**
 * Home's quarterly and national champions (product §2 "Home"): the most recent winners,
 * each linking to the player's dashboard (all years) and to the game. Plain text and
 * links: home ships in the first page's chunk (150 KB goal), so no table kit, no chart.
 */
import { Anchor, Button, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useChampions } from '../api/standings';
import { gameDate } from '../standings-format';

/** Home shows the latest few; the event leaderboard has them all. */
export const HOME_CHAMPIONS = 5;

export function HomeChampions({ title, eventType }: { readonly title: string; readonly eventType: number }) {
  const id = `home-champions-${eventType}`;
  const champions = useChampions(eventType);
  const rows = champions.data?.rows.slice(0, HOME_CHAMPIONS) ?? [];
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {champions.isPending ? (
        <Text role="status">Loading...</Text>
      ) : champions.isError ? (
        <Text c="red.8" role="alert">
          {errorMessage(champions.error)}
        </Text>
      ) : rows.length === 0 ? (
        <Text>Coming soon...</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {rows.map((row) => (
            <List.Item key={`${row.gameID}-${row.playerID}`}>
              <Anchor
                component={Link}
                to={href('playerDashboard', { playerNumber: row.playerNumber, year: 0 })}
                fw={600}
              >
                {row.playerName}
              </Anchor>
              <Text span c="dimmed" size="sm">
                {' - '}
              </Text>
              <Anchor component={Link} to={href('gameDetail', { gameID: row.gameID })} size="sm">
                {row.title}, {gameDate(row)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      <Button component={Link} to={href('eventLeaderboard', { eventID: eventType })} variant="subtle" px={0} mt="xs">
        Past {title.toLowerCase()}
      </Button>
    </Paper>
  );
}
