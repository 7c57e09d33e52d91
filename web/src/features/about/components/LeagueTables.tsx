/**
 * Tables of league figures, all read from LEAGUE_FIGURES so every page shows the same numbers.
 */
import { LEAGUE_FIGURES, placementPoints } from '../league-figures';
import {
  describeChipOptions,
  formatDollars,
  formatK,
  formatNumber,
  formatSeasonMonths,
  groupPlaces,
  ordinal,
  placeRange,
} from '../format';
import { FigureTable } from './FigureTable';

const F = LEAGUE_FIGURES;

/** Place -> points, with the double-points column. */
export function PlacementPointsTable() {
  const rows = F.points.placementPoints.map((_, index) => {
    const place = index + 1;
    const pts = placementPoints(place);
    return [ordinal(place), formatNumber(pts), formatNumber(pts * F.points.doublePointsMultiplier)];
  });
  return (
    <FigureTable caption="Points by finishing place" head={['Place', 'Points', 'Double-points game']} rows={rows} />
  );
}

/** Season points -> quarterly buy-in and the extra chips on offer. */
export function QuarterlyChipTable() {
  const tiers = F.quarterly.chipTiers;
  const rows = tiers.map((tier, index) => {
    const next = tiers[index + 1];
    const range = next
      ? `${formatNumber(tier.minPoints)} to ${formatNumber(next.minPoints - 1)}`
      : `${formatNumber(tier.minPoints)} or more`;
    return [range, formatK(tier.buyInK), describeChipOptions(tier)];
  });
  return (
    <FigureTable
      caption="Quarterly chips by season points"
      head={['Season points', 'Buy-in chips', 'Extra chips on offer']}
      rows={rows}
    />
  );
}

/** Quarterly tournament prizes by place. */
export function QuarterlyPrizeTable() {
  const first = F.quarterly.firstPrize;
  const rows = [
    [
      ordinal(1),
      `A WSOP buy-in with travel (up to ${formatDollars(first.wsopBuyInWithTravelUpToDollars)}), or ${formatDollars(first.cashInsteadDollars)} cash`,
    ],
    ...F.quarterly.cashPrizes.map((prize) => [
      placeRange(prize.fromPlace, prize.toPlace),
      prize.fromPlace === prize.toPlace ? formatDollars(prize.dollarsEach) : `${formatDollars(prize.dollarsEach)} each`,
    ]),
  ];
  return <FigureTable caption="Quarterly tournament prizes" head={['Place', 'Prize']} rows={rows} />;
}

/** The four seasons and the months their points come from. */
export function SeasonsTable() {
  const rows = F.quarterly.seasons.map((season) => [season.name, formatSeasonMonths(season)]);
  return <FigureTable caption="Quarterly seasons" head={['Season', 'Points count from']} rows={rows} />;
}

/** Every way to earn Vegas Invites. */
export function VegasInvitesTable() {
  const vi = F.vegasInvites;
  const quarterlyRows = groupPlaces(vi.quarterlyFinalTable).map((group) => [
    `Quarterly final table: ${placeRange(group.from, group.to)} place`,
    formatNumber(group.value),
  ]);
  const rows = [
    ['Top point earner at a venue for the month (hosts excepted)', formatNumber(vi.monthlyTopEarnerPerVenue)],
    ...quarterlyRows,
    ['Each appearance on the national championship trophy', formatNumber(vi.perTrophyAppearance)],
    [
      `Hosting: each ${vi.hosting.blockMonths}-month block of the invite year in which you host a game`,
      `${formatNumber(vi.hosting.perBlock)} (up to ${formatNumber(vi.hosting.maxPerYear)} a year)`,
    ],
  ];
  return <FigureTable caption="How to earn Vegas Invites" head={['How you earn it', 'Invites']} rows={rows} />;
}
