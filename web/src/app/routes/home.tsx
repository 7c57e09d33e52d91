import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCrown,
  IconLogin,
  IconPlane,
  IconTicket,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SATELLITES_PATH, href } from '@/config/paths';
import { RecentNews } from '@/features/posts';
import { CONTACT_EMAIL, SITE_NAME, SITE_URL } from '@/config/site';
import { useAuth } from '@/lib/auth';
import { leagueToday } from '@/lib/clock';
import { EventType } from '@league/shared/domain/event-type.js';
import { GameDaysCalendar, HomeCarousel, UpcomingGames } from '@/features/schedule';
import { HomeChampions } from '@/features/standings';
import { useLiveStandings } from '@/lib/use-live-standings';
import { leagueOrganization, PAGE_TITLE_ID, usePageHead } from '@/lib/page-head';

const leaderboardLinks = [
  { label: 'Player Leaderboard', to: href('playerLeaderboard'), icon: IconTrophy },
  { label: 'Event Leaderboard', to: href('eventLeaderboard'), icon: IconUsers },
  { label: 'Quarterly Tournament', to: href('eventsQuarterly'), icon: IconCrown },
  { label: 'Satellites', to: SATELLITES_PATH, icon: IconTicket },
  { label: 'Vegas Invites', to: href('vegasInvites'), icon: IconPlane },
] as const;

export default function HomeRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  const { user, hostMode } = useAuth();
  const today = leagueToday();
  // Issue 31: the league itself, as a schema.org Organization (settings read at render: configureSite sets them on the server).
  usePageHead({
    title: `${SITE_NAME}: free poker games, leaderboards and Vegas Invites`,
    description: `${SITE_NAME} is the largest free poker community in the region: free Texas Hold'em at local venues every week, leaderboards, quarterly tournaments and Vegas Invites. No buy-in, ever.`,
    path: '/',
    jsonLd: [leagueOrganization({ siteUrl: SITE_URL, siteName: SITE_NAME, contactEmail: CONTACT_EMAIL })],
  });
  return (
    <Stack gap="lg">
      <Paper radius="md" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="sm">
          <Title order={1} fz={{ base: '1.625rem', sm: '2.125rem' }} id={PAGE_TITLE_ID} data-testid="welcome">
            Welcome to {SITE_NAME}, the largest free poker community in the region
          </Title>
          <Text size="lg">
            Free Texas Hold&apos;em at local venues every week. Earn points, climb the leaderboards, play the quarterly
            tournaments and win a Vegas Invite to the national championship. No buy-in, ever.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={href('eventsCalendar')}
              leftSection={<IconCalendarEvent size={20} aria-hidden />}
            >
              Find a game
            </Button>
            {!user && (
              <Button
                component={Link}
                to={href('login')}
                variant="default"
                leftSection={<IconLogin size={20} aria-hidden />}
              >
                Player log-in
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      <HomeCarousel />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <UpcomingGames today={today} hostMode={hostMode} calendarPath={href('eventsCalendar')} />
          <RecentNews />
        </Stack>
        <Stack gap="lg">
          <GameDaysCalendar today={today} hostMode={hostMode} />
          <Paper component="section" withBorder p="md" radius="md" aria-labelledby="home-leaderboards">
            <Title order={2} size="h3" id="home-leaderboards" mb="sm">
              Leaderboards
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {leaderboardLinks.map((item) => (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant="light"
                  justify="flex-start"
                  leftSection={<item.icon size={20} aria-hidden />}
                >
                  {item.label}
                </Button>
              ))}
            </SimpleGrid>
          </Paper>
          <HomeChampions title="Quarterly Champions" eventType={EventType.Quarterly} />
          <HomeChampions title="National Champions" eventType={EventType.Tournament} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
