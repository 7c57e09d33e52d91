import { IconTrophy } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  FactList,
  FreeLeagueNote,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  QuarterlyChipTable,
  QuarterlyPrizeTable,
  RulesNav,
  SITE_PATHS,
  SeasonsTable,
  formatClock,
  formatNumber,
  groupPlaces,
  invites,
  placeRange,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/rules/quarterly: qualifying, chips, schedule and prizes. */
export default function QuarterlyRulesPage() {
  const qt = F.quarterly;
  const q = qt.qualification;
  const schedule = qt.schedule;
  const firstTier = qt.chipTiers[0];
  const firstOptionTier = qt.chipTiers.find((tier) => tier.options.length > 0);
  const finalTableInvites = groupPlaces(F.vegasInvites.quarterlyFinalTable);

  return (
    <AboutPage
      title="Quarterly Tournaments"
      icon={IconTrophy}
      before={<RulesNav current="quarterly" />}
      lead="Four times a year, the season's qualifiers meet for one big tournament. Here is how to get a seat and what you play for."
    >
      <PageSection title="At a glance">
        <FactList
          facts={[
            { label: 'Points to qualify', value: `${formatNumber(q.minimumPoints)} in the season` },
            { label: 'Qualifiers per venue', value: `Top ${formatNumber(q.topPlayersPerVenue)}` },
            { label: 'Raffle tickets', value: formatNumber(q.raffleTickets) },
            {
              label: 'Registration',
              value: `${formatClock(schedule.registrationOpens)} to ${formatClock(schedule.registrationCloses)}`,
            },
            { label: 'Tournament starts', value: formatClock(schedule.tournamentStarts) },
            {
              label: 'Blind levels',
              value: `${formatNumber(qt.blindLevels.firstMinutes)} minutes, then ${formatNumber(qt.blindLevels.laterMinutes)} minutes`,
            },
          ]}
        />
        <Paragraph>
          The date and place of the next tournament, and the current standings, are on the{' '}
          <InternalLink to={SITE_PATHS.quarterlyPage}>quarterly tournament page</InternalLink>.
        </Paragraph>
      </PageSection>

      <PageSection title="Qualifying">
        <Paragraph>
          To take a seat, you need at least {formatNumber(q.minimumPoints)} points earned during the season, and each
          venue sends its top {formatNumber(q.topPlayersPerVenue)}. Points from every league game in the season&apos;s
          window count.
        </Paragraph>
        <Paragraph>
          Each season counts points over six months, ending in the year it is named for. The windows overlap, so a good
          month can help you in more than one season.
        </Paragraph>
        <SeasonsTable />
      </PageSection>

      <PageSection title="Your starting chips">
        <FreeLeagueNote>
          Entry is free. Buy-in, rebuy and add-on here are just the names of chip stacks: nobody pays for them.
        </FreeLeagueNote>
        <Paragraph>
          Your season points set your stack. With {formatNumber(firstTier?.minPoints ?? 0)} points you start with a{' '}
          {formatNumber(firstTier?.buyInK ?? 0)}K buy-in, and it grows from there.
          {firstOptionTier
            ? ` From ${formatNumber(firstOptionTier.minPoints)} points you also get extra chips as a rebuy or an add-on. Where a row shows two choices, you pick one.`
            : ''}
        </Paragraph>
        <QuarterlyChipTable />
        <Paragraph>
          The tournament director announces when rebuys and add-ons are open. K means thousand: 15K is 15,000 chips.
        </Paragraph>
      </PageSection>

      <PageSection title="Schedule">
        <BulletList
          items={[
            <>
              <strong>Registration:</strong> {formatClock(schedule.registrationOpens)} to{' '}
              {formatClock(schedule.registrationCloses)}. Registration closes at{' '}
              {formatClock(schedule.registrationCloses)} sharp.
            </>,
            <>
              <strong>Shuffle up and deal:</strong> {formatClock(schedule.tournamentStarts)}.
            </>,
            <>
              <strong>Blind levels:</strong> {formatNumber(qt.blindLevels.firstMinutes)} minutes each to begin with,
              then {formatNumber(qt.blindLevels.laterMinutes)} minutes.
            </>,
          ]}
        />
      </PageSection>

      <PageSection title="Prizes">
        <QuarterlyPrizeTable />
        <Paragraph>The final table also earns Vegas Invites toward the national championship:</Paragraph>
        <BulletList
          items={finalTableInvites.map(
            (group) =>
              `${placeRange(group.from, group.to)}: ${invites(group.value)}${group.from === group.to ? '' : ' each'}`,
          )}
        />
      </PageSection>
    </AboutPage>
  );
}
