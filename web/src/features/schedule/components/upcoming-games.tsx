/** Home's upcoming games (product §2.6): the next seven days, by day, each game linking to its detail. */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGameWindow } from '../api/schedule';
import { gamesByDay } from '../game-list';
import { formatCalendarDate } from '../game-time';
import { UPCOMING_DAYS, upcomingWindow } from '../schedule-dates';
import { GameLinks } from './game-links';
import { ReadState } from './read-state';

export interface UpcomingGamesProps {
  /** yyyy-MM-dd by the site clock */
  readonly today: string;
  /** Host mode: unlisted games too. */
  readonly hostMode: boolean;
  /** Where "the full calendar" links to. */
  readonly calendarPath: string;
}

export function UpcomingGames({ today, hostMode, calendarPath }: UpcomingGamesProps) {
  const days7 = upcomingWindow(today);
  const games = useGameWindow({ venueID: 0, eventID: 0, ...days7, all: hostMode });
  const days = games.data ? [...gamesByDay(games.data.rows)] : [];

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="home-upcoming"
      data-testid="upcoming-games"
    >
      <Title order={2} size="h3" id="home-upcoming" mb="sm">
        Upcoming Games
      </Title>
      <ReadState query={games}>
        {() =>
          days.length === 0 ? (
            <Text>No games in the next {UPCOMING_DAYS} days.</Text>
          ) : (
            <Stack gap="md">
              {days.map(([day, list]) => (
                <div key={day}>
                  <Text size="sm" fw={700} tt="uppercase" c="dimmed" mb={4} component="h3">
                    {day === today ? `Today, ${formatCalendarDate(day)}` : formatCalendarDate(day)}
                  </Text>
                  <GameLinks games={list} />
                </div>
              ))}
            </Stack>
          )
        }
      </ReadState>
      <Anchor component={Link} to={calendarPath} size="sm" mt="md" display="inline-block">
        See the full calendar
      </Anchor>
    </Paper>
  );
}
