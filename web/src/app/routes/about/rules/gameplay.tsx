import { IconCards } from '@tabler/icons-react';
import {
  AboutPage,
  BulletList,
  FactList,
  FreeLeagueNote,
  InternalLink,
  LEAGUE_FIGURES,
  PageSection,
  Paragraph,
  PlacementPointsTable,
  RulesNav,
  SITE_PATHS,
  formatDollars,
  formatNumber,
  ordinal,
  placementPoints,
  tiedPlacementPoints,
} from '@/features/about';

const F = LEAGUE_FIGURES;

/** /about/rules/gameplay: chips, blinds, the clock and points. */
export default function GameplayRulesPage() {
  const rg = F.regularGame;
  const early = rg.earlySignIn;
  const scoring = F.points.placementPoints.length;
  const blinds = `${formatNumber(rg.startingBlinds.small)}/${formatNumber(rg.startingBlinds.big)}`;
  const sat = F.satellite;

  // Worked tie examples, computed from the same figures the league uses.
  const tieFor3rd = tiedPlacementPoints(3, 2);
  const tieForLast = tiedPlacementPoints(scoring - 1, 3);

  return (
    <AboutPage
      title="Gameplay Rules"
      icon={IconCards}
      before={<RulesNav current="gameplay" />}
      lead="How a league game runs: chips, blinds, the clock and the points you can earn."
    >
      <PageSection title="At a glance">
        <FactList
          facts={[
            { label: 'Starting blinds', value: blinds },
            { label: 'The clock', value: `${formatNumber(rg.clockSeconds)} seconds` },
            {
              label: 'Early sign-in bonus',
              value: `${formatNumber(early.chipsPerTable)} chips per table, up to ${formatNumber(early.maxChips)}`,
            },
            { label: 'Donkey chips', value: formatNumber(rg.donkeyChips) },
            { label: 'Add-on', value: `${formatNumber(rg.addOnChips)} chips` },
            { label: 'Points go to', value: `The final ${formatNumber(scoring)} players` },
            { label: 'Fewest players for points', value: formatNumber(rg.minimumPlayers) },
          ]}
        />
      </PageSection>

      <PageSection title="Checking in">
        <Paragraph>
          Check in with the host when you arrive. If you have a{' '}
          <InternalLink to={SITE_PATHS.playerCard}>player card</InternalLink>, the host scans it; if not, they find you
          by name or sign you up.
        </Paragraph>
      </PageSection>

      <PageSection title="Chips">
        <FreeLeagueNote>
          Every chip is free. Bonus chips, donkey chips and add-ons never cost money, and chips have no cash value.
        </FreeLeagueNote>
        <BulletList
          items={[
            <>
              <strong>Early sign-in bonus:</strong> check in at least {formatNumber(early.minutesBeforeStart)} minutes
              before the game starts and you get {formatNumber(early.chipsPerTable)} extra chips per table, up to{' '}
              {formatNumber(early.maxChips)}.
            </>,
            <>
              <strong>Donkey chips:</strong> {formatNumber(rg.donkeyChips)} chips.
            </>,
            <>
              <strong>Add-on:</strong> {formatNumber(rg.addOnChips)} chips.
            </>,
          ]}
        />
        <Paragraph>Your host announces when donkey chips and the add-on are available.</Paragraph>
      </PageSection>

      <PageSection title="Blinds and the clock">
        <Paragraph>
          Blinds start at {blinds} and rise as the game goes on. Keep the game moving: if a player takes too long,
          anyone at the table can call the clock, and the player then has {formatNumber(rg.clockSeconds)} seconds to
          act.
        </Paragraph>
      </PageSection>

      <PageSection title="Points">
        <Paragraph>
          The final {formatNumber(scoring)} players in each game earn points, from {formatNumber(placementPoints(1))}{' '}
          for the winner to {formatNumber(placementPoints(scoring))} for {ordinal(scoring)} place. A game needs at least{' '}
          {formatNumber(rg.minimumPlayers)} players to count.
        </Paragraph>
        <PlacementPointsTable />

        <PageSection title="Ties" order={3}>
          <Paragraph>
            Players who tie share the places they cover. Each gets the average of those places&apos; points, rounded up,
            and the next player finishes in the place after them.
          </Paragraph>
          <BulletList
            items={[
              <>
                Two players tie for 3rd: they cover 3rd and 4th ({formatNumber(placementPoints(3))} and{' '}
                {formatNumber(placementPoints(4))} points), so each gets {formatNumber(tieFor3rd)}. The next player is
                5th.
              </>,
              <>
                Three players tie for {ordinal(scoring - 1)}: they cover {ordinal(scoring - 1)}, {ordinal(scoring)} and{' '}
                {ordinal(scoring + 1)} ({formatNumber(placementPoints(scoring - 1))},{' '}
                {formatNumber(placementPoints(scoring))} and {formatNumber(placementPoints(scoring + 1))} points), so
                each gets {formatNumber(tieForLast)}.
              </>,
            ]}
          />
          <Paragraph>Nobody can tie for 1st: every game has one winner.</Paragraph>
        </PageSection>

        <PageSection title="Double-points games" order={3}>
          <Paragraph>
            Games marked Double Points on the calendar double everyone&apos;s points, ties included: a win there is
            worth {formatNumber(placementPoints(1) * F.points.doublePointsMultiplier)} points.
          </Paragraph>
        </PageSection>
      </PageSection>

      <PageSection title="Prize for the winner">
        <Paragraph>
          At regular games, the winner receives a cash prize of up to {formatDollars(rg.firstPlaceCashPrizeMaxDollars)},
          paid by the venue. Players never pay anything toward it.
        </Paragraph>
      </PageSection>

      <PageSection title="Satellite games">
        <Paragraph>
          At satellites, points come from the host scanning you in once the game has started:{' '}
          {formatNumber(sat.pointsPerScan)} points a scan (
          {formatNumber(sat.pointsPerScan * F.points.doublePointsMultiplier)} in a double-points game). Scans less than{' '}
          {formatNumber(sat.minutesBetweenScans)} minutes apart do not add points.
        </Paragraph>
      </PageSection>
    </AboutPage>
  );
}
