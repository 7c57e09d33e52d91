import { IconBook } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  FactList,
  FreeLeagueNote,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  RulesNav,
  SITE_PATHS,
  formatDollars,
  formatNumber,
  useSiteInfo,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/rules/general: the rules that apply everywhere. */
export default function GeneralRulesPage() {
  const { siteName } = useSiteInfo();
  const rg = F.regularGame;
  const scoring = F.points.placementPoints.length;

  return (
    <AboutPage
      title="General Rules"
      icon={IconBook}
      before={<RulesNav current="general" />}
      lead={`The basics that apply at every ${siteName} game, at every venue.`}
    >
      <FreeLeagueNote />

      <PageSection title="At a glance">
        <FactList
          facts={[
            { label: 'Minimum age', value: `${formatNumber(F.minimumAge)}` },
            { label: 'Cost to play', value: 'Free. No buy-in, no entry fee, no wagering' },
            { label: 'Players who earn points', value: `The final ${formatNumber(scoring)}` },
            { label: 'Fewest players for a game to count', value: formatNumber(rg.minimumPlayers) },
            {
              label: 'First-place prize at regular games',
              value: `Up to ${formatDollars(rg.firstPlaceCashPrizeMaxDollars)} cash, paid by the venue`,
            },
          ]}
        />
      </PageSection>

      <PageSection title="Who can play">
        <Paragraph>
          Anyone aged {F.minimumAge} or over is welcome. Venues may have their own age rules for their rooms, and those
          apply too.
        </Paragraph>
        <Paragraph>
          Play under your own name and player number. Points belong to the person who earned them at the table and
          cannot be moved to someone else.
        </Paragraph>
      </PageSection>

      <PageSection title="No gambling, ever">
        <Paragraph>
          {siteName} is a free league. No money is wagered at our tables: no buy-ins, no side bets, no playing for cash.
          Chips have no value away from the game. Any prizes are given to players, never paid for by them.
        </Paragraph>
      </PageSection>

      <PageSection title="Kinds of games">
        <BulletList
          items={[
            <>
              <strong>Regular games</strong> run weekly at our venues. The final {formatNumber(scoring)} players earn
              points, and the winner can take home up to {formatDollars(rg.firstPlaceCashPrizeMaxDollars)}, paid by the
              venue.
            </>,
            <>
              <strong>Satellites</strong> award points as the host scans players in during the game.
            </>,
            <>
              <strong>Quarterly tournaments</strong> bring the season&apos;s qualifiers together four times a year. See
              the <InternalLink to="/about/rules/quarterly">quarterly rules</InternalLink>.
            </>,
            <>
              <strong>The national championship</strong> takes place once a year during Vegas week. See the{' '}
              <InternalLink to="/about/rules/national">national championship rules</InternalLink>.
            </>,
          ]}
        />
      </PageSection>

      <PageSection title="The host runs the table">
        <Paragraph>
          Each game has a host who checks players in, keeps the game moving and settles disputes. The host&apos;s
          decision at the table is final. If you think something went wrong, raise it politely after the hand, or{' '}
          <InternalLink to={SITE_PATHS.contact}>contact us</InternalLink> afterwards.
        </Paragraph>
      </PageSection>

      <PageSection title="More rules">
        <Paragraph>
          How to behave at the table is in the <InternalLink to="/about/rules/behavior">behavior rules</InternalLink>,
          and how the game itself works, with chips, blinds and points, is in the{' '}
          <InternalLink to="/about/rules/gameplay">gameplay rules</InternalLink>.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
