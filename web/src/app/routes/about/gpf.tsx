import { IconCards } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  FreeLeagueNote,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  SITE_PATHS,
  formatDateSpan,
  formatNumber,
  useSiteInfo,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/gpf: the league's vision. */
export default function VisionPage() {
  const { siteName } = useSiteInfo();
  const placesThatScore = F.points.placementPoints.length;
  const vegasWeek = formatDateSpan(F.nationalChampionship.vegasWeekStarts, F.nationalChampionship.vegasWeekEnds);

  return (
    <AboutPage
      title="Our Vision"
      icon={IconCards}
      lead={`${siteName} is the largest free poker community in the region: real tournament poker, played with friends and neighbors, at venues near you, for free.`}
    >
      <FreeLeagueNote />

      <PageSection title="Free, every time">
        <Paragraph>Because nobody pays to play, you can take a chance on a big bluff without risking a cent.</Paragraph>
        <Paragraph>
          Our host venues open their doors to us so the games can stay free. If you enjoy the night, thank them by
          coming back.
        </Paragraph>
      </PageSection>

      <PageSection title="Social first">
        <Paragraph>
          A league night is a night out. You sit down with regulars and newcomers, share a laugh over a bad beat and
          leave knowing a few more people in town. Good company matters as much as good cards.
        </Paragraph>
      </PageSection>

      <PageSection title="Built for amateurs">
        <Paragraph>
          You do not need to be a pro, or even to know all the rules yet. Our hosts explain how things work, and the
          tables are full of people who remember their own first game. Everyone aged {F.minimumAge} or over is welcome.
        </Paragraph>
      </PageSection>

      <PageSection title="Rooted in the region">
        <Paragraph>
          Games run every week at bars and restaurants across the region, so there is usually one close to home. Every
          venue&apos;s results feed the same league standings.
        </Paragraph>
      </PageSection>

      <PageSection title="How the league works">
        <BulletList
          ordered
          items={[
            <>
              <strong>Play at venue games.</strong> The final {formatNumber(placesThatScore)} players at each game earn
              points.
            </>,
            <>
              <strong>Climb the leaderboards.</strong> Your points add up on the{' '}
              <InternalLink to={SITE_PATHS.playerLeaderboard}>player leaderboard</InternalLink> and your own dashboard.
            </>,
            <>
              <strong>Qualify for the quarterly tournaments.</strong> Earn{' '}
              {formatNumber(F.quarterly.qualification.minimumPoints)} points or more in a season to be in the running
              for that season&apos;s big tournament; more points mean more chips.
            </>,
            <>
              <strong>Earn Vegas Invites.</strong> Topping your venue&apos;s points for a month, reaching a quarterly
              final table and hosting all earn invites to our yearly national championship during Vegas week (
              {vegasWeek}).
            </>,
          ]}
        />
      </PageSection>

      <PageSection title="Come and play">
        <Paragraph>
          Find a game on the <InternalLink to={SITE_PATHS.calendar}>calendar</InternalLink>, arrive a little early and
          tell the host you are new. Have a question first? The <InternalLink to={SITE_PATHS.faq}>FAQ</InternalLink>{' '}
          probably answers it, and the <InternalLink to="/about/rules/general">league rules</InternalLink> cover the
          rest.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
