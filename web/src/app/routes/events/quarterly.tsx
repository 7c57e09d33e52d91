/**
 * Quarterly Tournament (product §2.10): /events/quarterly/{year?}/{period?}. The next
 * tournament, the chip chart, the day's schedule, prizes and blind levels. Every figure
 * comes from the league's rules (LEAGUE_FIGURES, which reads the points module's chip
 * table), the same the rules page shows. Then the season's standings with their chips and
 * a CSV download (product §2.10's leaderboard; the player-stats feature).
 */
import { Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import {
  AboutPage,
  BulletList,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  QuarterlyChipTable,
  QuarterlyPrizeTable,
  formatClock,
  formatNumber,
} from '@/features/about';
import { periodLabel } from '@league/shared/domain/period.js';
import { QuarterlyStandings, addressedSeasonOf, standingsSeasonOf } from '@/features/player-stats';
import { ChipChart, NextQuarterly, useNextQuarterly } from '@/features/schedule';
import { href } from '@/config/paths';
import { useCurrentRoute } from '@/lib/current-route';
import { leagueToday } from '@/lib/clock';
import { namedHead } from '@/lib/page-head';
import { useLiveStandings } from '@/lib/use-live-standings';

const Q = LEAGUE_FIGURES.quarterly;

export default function QuarterlyRoute() {
  useLiveStandings(); // reads again when a game's result reaches the standings
  const params = useParams();
  const route = useCurrentRoute();
  const today = leagueToday();
  const schedule = Q.schedule;
  // The standings are the announced tournament's: its qualifying season (unless the address names one).
  const next = useNextQuarterly(today);
  const season =
    next.isPending && !addressedSeasonOf(params['year'], params['period'])
      ? null
      : standingsSeasonOf(params['year'], params['period'], next.data ?? null, today);

  const name = route?.route.name ?? 'Quarterly Tournament';
  const lead = "Four times a year, each season's qualifiers meet for one big free tournament.";
  // Issue 31: the season whose standings the page shows names the page.
  const head = namedHead(
    season ? `${name}, ${periodLabel(season)}` : name,
    season ? `${lead} The ${periodLabel(season)} standings, chip chart, schedule and prizes.` : lead,
  );

  return (
    <AboutPage title={name} icon={IconCrown} lead={lead} head={head}>
      <NextQuarterly today={today} />

      <PageSection title="Schedule">
        <BulletList
          items={[
            <>
              <strong>Registration:</strong> {formatClock(schedule.registrationOpens)} to{' '}
              {formatClock(schedule.registrationCloses)}
            </>,
            <>
              <strong>Tournament starts:</strong> {formatClock(schedule.tournamentStarts)}
            </>,
          ]}
        />
        <Text c="dimmed">Times are local to the tournament&apos;s venue.</Text>
      </PageSection>

      <PageSection title="Chip chart">
        <Paragraph>
          Your points in the season set your starting stack. Where a row offers two choices, you pick one. K means
          thousand: 15K is 15,000 chips.
        </Paragraph>
        <ChipChart />
        <QuarterlyChipTable />
      </PageSection>

      <PageSection title="Prizes">
        <QuarterlyPrizeTable />
      </PageSection>

      <PageSection title="Blind structure">
        <BulletList
          items={[
            `The first blind levels last ${formatNumber(Q.blindLevels.firstMinutes)} minutes.`,
            `Later levels last ${formatNumber(Q.blindLevels.laterMinutes)} minutes.`,
          ]}
        />
      </PageSection>

      <PageSection title={season ? `${periodLabel(season)} standings` : 'Standings'}>
        {season ? <QuarterlyStandings season={season} /> : <Text c="dimmed">Loading...</Text>}
        <Paragraph>
          How to qualify, and what the final table earns, is in the{' '}
          <InternalLink to={href('rulesQuarterly')}>quarterly rules</InternalLink>.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
