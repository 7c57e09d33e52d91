import { IconUserCheck } from '@tabler/icons-react';
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
  formatDateSpan,
  formatDollars,
  formatNumber,
  invites,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/rules/host: what the league expects of its hosts. */
export default function HostRulesPage() {
  const late = F.host.lateResults;
  const rg = F.regularGame;
  const vi = F.vegasInvites;
  const inviteYear = formatDateSpan(vi.yearStarts, vi.yearEnds);
  const penalty = `${formatDollars(late.penaltyDollars)} for every ${formatNumber(late.everyHours)} hours after ${formatNumber(late.graceHours)} hours`;

  return (
    <AboutPage
      title="Host Rules"
      icon={IconUserCheck}
      before={<RulesNav current="host" />}
      lead="Hosts are the heart of league night. These are the rules every host agrees to."
    >
      <PageSection title="At a glance">
        <FactList
          facts={[
            { label: 'Host agreement', value: 'Accepted on the site before you run a game' },
            { label: 'Results due', value: `Within ${formatNumber(late.graceHours)} hours of the game` },
            { label: 'Late results', value: penalty },
            { label: 'Fewest players to end a game', value: formatNumber(rg.minimumPlayers) },
            {
              label: 'Hosting invites',
              value: `Up to ${invites(vi.hosting.maxPerYear)} a year`,
            },
          ]}
        />
      </PageSection>

      <PageSection title="The host agreement">
        <Paragraph>
          Before you check anyone in or record points, you accept the host agreement on the site by ticking its Terms
          and Conditions. That turns on host mode for your session. By accepting it you agree to run fair games, follow
          these rules and the <InternalLink to="/about/rules/behavior">behavior rules</InternalLink>, and handle results
          and earnings honestly.
        </Paragraph>
      </PageSection>

      <PageSection title="Checking players in">
        <BulletList
          items={[
            'Check in every player on the points screen: pick them from the list, or scan their player card.',
            'New players are signed up on the spot and get their own player number.',
            'Suspended and banned players cannot be checked in.',
            <>
              Players checked in at least {formatNumber(rg.earlySignIn.minutesBeforeStart)} minutes before the start get
              the early sign-in bonus: {formatNumber(rg.earlySignIn.chipsPerTable)} chips per table, up to{' '}
              {formatNumber(rg.earlySignIn.maxChips)}. The points screen marks them with a star.
            </>,
            'Never ask a player for money. League games are free.',
          ]}
        />
      </PageSection>

      <PageSection title="Recording results on time">
        <Paragraph>
          Enter the places and end the game on the points screen as soon as it is over. A game needs at least{' '}
          {formatNumber(rg.minimumPlayers)} players, places must run in order from 1st, and only one player can finish
          1st. Points are worked out for you.
        </Paragraph>
        <Paragraph>
          Results are due within {formatNumber(late.graceHours)} hours of the game. After that, a late penalty of{' '}
          {formatDollars(late.penaltyDollars)} applies for every {formatNumber(late.everyHours)} hours the results are
          late. Players are waiting to see their points, so please do not leave it to the last minute.
        </Paragraph>
      </PageSection>

      <PageSection title="Earnings and deposits">
        <BulletList
          items={[
            'Collect the venue’s earnings for each game you host and record the amount collected.',
            'Deposit what you collect, then record the deposit on the Manage Deposits screen, with a photo of the deposit slip.',
            'A deposit is applied to your oldest games first until it is used up. A game is settled once its deposits match what was collected.',
          ]}
        />
      </PageSection>

      <PageSection title="What hosts earn">
        <Paragraph>
          Hosting earns Vegas Invites: {invites(vi.hosting.perBlock)} for each {formatNumber(vi.hosting.blockMonths)}
          -month block of the invite year ({inviteYear}) in which you host a game, up to{' '}
          {formatNumber(vi.hosting.maxPerYear)} a year. Hosts are not eligible for the monthly top-earner invite.
        </Paragraph>
        <Paragraph>
          Interested in hosting? <InternalLink to={SITE_PATHS.contact}>Contact us</InternalLink>.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
