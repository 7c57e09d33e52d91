import { IconPlane } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  FactList,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  RulesNav,
  SITE_PATHS,
  VegasInvitesTable,
  formatDateSpan,
  formatDollars,
  formatNumber,
  invites,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/rules/national: Vegas Invites and the yearly national championship. */
export default function NationalRulesPage() {
  const nc = F.nationalChampionship;
  const vi = F.vegasInvites;
  const vegasWeek = formatDateSpan(nc.vegasWeekStarts, nc.vegasWeekEnds);
  const inviteYear = formatDateSpan(vi.yearStarts, vi.yearEnds);
  const prizes = nc.prizes;

  return (
    <AboutPage
      title="National Championship"
      icon={IconPlane}
      before={<RulesNav current="national" />}
      lead={`Once a year, during Vegas week (${vegasWeek}), the league's best come together for the national championship. Vegas Invites are how you get there.`}
    >
      <PageSection title="At a glance">
        <FactList
          facts={[
            { label: 'Vegas week', value: vegasWeek },
            { label: 'Invite year', value: inviteYear },
            { label: 'Register', value: `At least ${formatNumber(nc.registerHoursBefore)} hours before` },
            {
              label: 'Poker Tour host charge',
              value: `${formatDollars(nc.pokerTourFeeDollars)} per person`,
            },
            {
              label: 'Prizes',
              value: `Your name on the trophy, and ${formatNumber(prizes.ticketsPerGame)} tickets to each of ${formatNumber(prizes.footballGames)} football games`,
            },
          ]}
        />
      </PageSection>

      <PageSection title="Earning Vegas Invites">
        <Paragraph>
          Vegas Invites are earned through the invite year, which runs {inviteYear} and leads up to Vegas week that
          June. Here is every way to earn them:
        </Paragraph>
        <VegasInvitesTable />
        <BulletList
          items={[
            <>
              <strong>Monthly:</strong> the top point earner at each venue each month gets{' '}
              {invites(vi.monthlyTopEarnerPerVenue)}. If players tie for the top spot, each of them gets one. Hosts are
              exempt, so the invite goes to the top player who is not a host.
            </>,
            <>
              <strong>Quarterly:</strong> invites go to the final table of each quarterly tournament,{' '}
              {invites(vi.quarterlyFinalTable[0] ?? 0)} for the winner.
            </>,
            <>
              <strong>Trophy:</strong> {invites(vi.perTrophyAppearance)} for each appearance on the national
              championship trophy.
            </>,
            <>
              <strong>Hosting:</strong> hosts earn {invites(vi.hosting.perBlock)} for each{' '}
              {formatNumber(vi.hosting.blockMonths)}-month block of the invite year in which they host a game, up to{' '}
              {formatNumber(vi.hosting.maxPerYear)} a year.
            </>,
          ]}
        />
        <Paragraph>
          Check your count on the <InternalLink to={SITE_PATHS.vegasInvites}>Vegas Invites</InternalLink> page.
        </Paragraph>
      </PageSection>

      <PageSection title="Registering">
        <Paragraph>
          Register at least {formatNumber(nc.registerHoursBefore)} hours before the championship starts. The event is
          run by the Poker Tour host, which charges {formatDollars(nc.pokerTourFeeDollars)} per person; the details are
          posted the Friday before Vegas week.
        </Paragraph>
        <Paragraph>
          That charge comes from the Poker Tour host, not from the league. League games stay free, and no money is
          wagered.
        </Paragraph>
      </PageSection>

      <PageSection title="Prizes">
        <BulletList
          items={[
            'Your name on the national championship trophy, for good.',
            `${formatNumber(prizes.ticketsPerGame)} tickets to each of ${formatNumber(prizes.footballGames)} football games.`,
            `${invites(vi.perTrophyAppearance)} toward the next championship for your place on the trophy.`,
          ]}
        />
        <Paragraph>
          See every past winner on the <InternalLink to="/events/leaderboard/0/4">national champions</InternalLink>{' '}
          list.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
