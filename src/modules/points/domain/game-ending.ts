import { EventType } from '../../../shared/domain/event-type.js';
import { isPaidPlace, placeName, placementPoints, recordedPlace, sortedPlace } from './placement.js';
import {
  MissingPlaceError,
  MoreThanOnePlayerInPlaceError,
  NoChangesDetectedError,
  NotEnoughPlayersError,
} from './points.errors.js';

/** bonusType on a point record: 1 means the bonuses are Vegas Invites. */
export const BonusType = { None: 0, VegasInvites: 1 } as const;
export type BonusType = (typeof BonusType)[keyof typeof BonusType];

export const MIN_PLAYERS_TO_END = 4;

/** How a game ends. Every event type other than Satellite, Quarterly and Tournament ends as Regular. */
export type GameKind = 'regular' | 'satellite' | 'quarterly' | 'tournament';

export function gameKindOf(eventType: number): GameKind {
  switch (eventType) {
    case EventType.Satellite:
      return 'satellite';
    case EventType.Quarterly:
      return 'quarterly';
    case EventType.Tournament:
      return 'tournament';
    default:
      return 'regular';
  }
}

/** Quarterly Vegas Invites by place: 3 for 1st, 2 for 2nd, 1 for 3rd to 8th. */
export const quarterlyBonusFor = (place: number): number =>
  !isPaidPlace(place) ? 0 : place === 1 ? 3 : place === 2 ? 2 : 1;

export interface EndingRecord {
  readonly place: number;
  /** The place saved before this ending, when the ending brings the place (`place`) with it: a new place is a change too. */
  readonly storedPlace?: number;
  readonly points: number;
  readonly bonusType: number;
  readonly bonuses: number;
}

export interface EndingGame {
  readonly eventType: number;
  readonly doublePoints: boolean;
  readonly totalPlayers: number;
  readonly totalRecords: number;
}

export interface EndedRecord<R> {
  readonly record: R;
  readonly place: number;
  readonly sortedPlace: number;
  readonly points: number;
  readonly bonusType: BonusType;
  readonly bonuses: number;
  /** whether place, points, bonusType or bonuses differ from the record: only these need saving */
  readonly changed: boolean;
}

export interface GameTotals {
  readonly totalPlayers: number;
  readonly totalRecords: number;
  readonly totalPoints: number;
}

export interface GameEnding<R> {
  /** in the order the records were given */
  readonly records: readonly EndedRecord<R>[];
  readonly totals: GameTotals;
}

/**
 * Ends a game (product §4.12):
 * validates the places and works out every record's place, points and bonuses
 * and the game's totals. Throws the points screen's messages when it cannot end.
 *
 * Satellite games end by summing the scan points: they have no places to check
 * and their records stay as they are, so NoChangesDetectedError never applies to them.
 */
export function endGame<R extends EndingRecord>(game: EndingGame, records: readonly R[]): GameEnding<R> {
  const kind = gameKindOf(game.eventType);
  if (kind !== 'tournament' && records.length < MIN_PLAYERS_TO_END) throw new NotEnoughPlayersError();

  const results =
    kind === 'satellite'
      ? records.map((record) =>
          endedRecord(record, record.place, record.points, record.bonusType as BonusType, record.bonuses),
        )
      : endByPlaces(kind, game.doublePoints, records);

  const totals: GameTotals = {
    totalPlayers: records.length,
    totalRecords: records.length,
    totalPoints: results.reduce((sum, entry) => sum + entry.points, 0),
  };
  const unchanged =
    results.every((entry) => !entry.changed) &&
    game.totalPlayers === totals.totalPlayers &&
    game.totalRecords === totals.totalRecords;
  if (kind !== 'satellite' && unchanged) throw new NoChangesDetectedError();
  return { records: results, totals };
}

function endByPlaces<R extends EndingRecord>(
  kind: GameKind,
  doublePoints: boolean,
  records: readonly R[],
): EndedRecord<R>[] {
  const playersAt = countPlaces(records);
  assertPlacesInOrder(playersAt);
  return records.map((record) => {
    const place = recordedPlace(record.place);
    const tied = playersAt.get(place) ?? 0;
    switch (kind) {
      case 'tournament':
        return place === 1
          ? endedRecord(record, place, 0, BonusType.VegasInvites, 1)
          : endedRecord(record, place, 0, BonusType.None, 0);
      case 'quarterly':
        return endedRecord(
          record,
          place,
          placementPoints(place, tied, doublePoints),
          isPaidPlace(place) ? BonusType.VegasInvites : BonusType.None,
          quarterlyBonusFor(place),
        );
      default:
        return endedRecord(record, place, placementPoints(place, tied, doublePoints), BonusType.None, 0);
    }
  });
}

/** How many players hold each place from 1st to 8th. */
function countPlaces(records: readonly EndingRecord[]): Map<number, number> {
  const playersAt = new Map<number, number>();
  for (const { place } of records) if (isPaidPlace(place)) playersAt.set(place, (playersAt.get(place) ?? 0) + 1);
  return playersAt;
}

/**
 * Places run from 1st without gaps, except that k players tied at place p
 * take places p..p+k-1, so the next place is p+k. 1st may not be shared.
 */
function assertPlacesInOrder(playersAt: ReadonlyMap<number, number>): void {
  if (!playersAt.has(1)) throw new MissingPlaceError(placeName(1));
  let next = 1;
  for (const place of [...playersAt.keys()].sort((a, b) => a - b)) {
    if (place > next) throw new MissingPlaceError(placeName(next));
    // Below `next` the place is already taken by the tie before it.
    if (place < next) throw new MoreThanOnePlayerInPlaceError(placeName(place));
    const tied = playersAt.get(place)!;
    if (place === 1 && tied > 1) throw new MoreThanOnePlayerInPlaceError(placeName(1));
    next = place + tied;
  }
}

function endedRecord<R extends EndingRecord>(
  record: R,
  place: number,
  points: number,
  bonusType: BonusType,
  bonuses: number,
): EndedRecord<R> {
  const changed =
    (record.storedPlace ?? record.place) !== place ||
    record.points !== points ||
    record.bonusType !== bonusType ||
    record.bonuses !== bonuses;
  return { record, place, sortedPlace: sortedPlace(place), points, bonusType, bonuses, changed };
}

/**
 * A satellite ends by summing its points, so nothing in the ending itself can be "no
 * change": ending it again is refused when it has ended before, no record was saved since
 * (`updatedAt` not after `endedAt`), and the totals are those it ended with. Two End Game
 * clicks at once then end it once.
 */
export function assertSatelliteChangedSinceEnding(
  game: Pick<EndingGame, 'totalPlayers' | 'totalRecords'> & { readonly endedAt: Date | null },
  records: readonly { readonly updatedAt: Date }[],
  totals: GameTotals,
): void {
  if (game.endedAt === null) return;
  const endedAt = game.endedAt.getTime();
  const unchanged =
    records.every((record) => record.updatedAt.getTime() <= endedAt) &&
    game.totalPlayers === totals.totalPlayers &&
    game.totalRecords === totals.totalRecords;
  if (unchanged) throw new NoChangesDetectedError();
}
