import { IconHistory } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  EmailLink,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  SITE_PATHS,
  useSiteInfo,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/history: where the league came from. */
export default function HistoryPage() {
  const { siteName, contactEmail } = useSiteInfo();
  const seasons = F.quarterly.seasons;
  const seasonNames = seasons.map((season) => season.name).join(', ');

  return (
    <AboutPage
      title="Our History"
      icon={IconHistory}
      lead={`${siteName} grew one table at a time, from a handful of friendly games into the largest free poker community in the region.`}
    >
      <PageSection title="How it started">
        <Paragraph>
          The league started small: a few tables at a local venue and a simple idea. Tournament poker should be
          something anyone can play, for fun, without risking a dime.
        </Paragraph>
        <Paragraph>
          Word spread. More players came, more venues asked to host, and a few weekly games became a league with
          standings, seasons and a championship.
        </Paragraph>
      </PageSection>

      <PageSection title="Years of results">
        <Paragraph>
          Our leaderboards reach back to {F.recordsSinceYear}. Years of games, places and points are on record, so you
          can look up a season, a venue or your own first final table on the{' '}
          <InternalLink to={SITE_PATHS.playerLeaderboard}>player leaderboard</InternalLink>.
        </Paragraph>
      </PageSection>

      <PageSection title="Traditions we keep">
        <BulletList
          items={[
            <>
              <strong>Weekly venue games</strong>, free to play and open to every adult.
            </>,
            <>
              <strong>Quarterly tournaments</strong>, one for each season ({seasonNames}), where the season&apos;s top
              point earners meet.
            </>,
            <>
              <strong>Vegas Invites</strong>, earned through the year for strong play and for hosting.
            </>,
            <>
              <strong>The national championship trophy</strong>, with every champion&apos;s name on it.
            </>,
          ]}
        />
      </PageSection>

      <PageSection title="Our champions">
        <Paragraph>
          Every quarterly and national champion is part of the league&apos;s story. See them all on the{' '}
          <InternalLink to="/events/leaderboard/0/3">quarterly champions</InternalLink> and{' '}
          <InternalLink to="/events/leaderboard/0/4">national champions</InternalLink> lists.
        </Paragraph>
      </PageSection>

      <PageSection title="Help us tell the story">
        <Paragraph>
          Have an old photo, a flyer from an early season or a story about a legendary hand? We would love to see it.
          Send it to <EmailLink email={contactEmail} />.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
