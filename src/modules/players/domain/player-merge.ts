import { payloadID, payloadInstant, payloadPlace, type PayloadPlace } from '../../../shared/domain/domain-event.js';
import { UserType } from '../../../shared/domain/user-type.js';
import {
  MergeAlternateNumbersFullError,
  MergeIntoItselfError,
  MergeLevelTooHighError,
  MergeOwnAccountError,
} from './player-merge.errors.js';

/** alternatePlayerNumbers holds numbers separated by commas (product §3: 255 characters). */
export const ALTERNATE_NUMBERS_LENGTH = 255;

/** The player numbers kept in an alternatePlayerNumbers text, in order, without repeats (anything not a number is dropped). */
export function alternateNumbersOf(text: string | null): number[] {
  if (!text) return [];
  const numbers = text
    .split(/[\s,;]+/)
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((number) => number > 0);
  return [...new Set(numbers)];
}

/**
 * The survivor's alternate numbers after a merge: its own, then the duplicate's number and
 * the duplicate's own alternates (old cards of either still scan), never the survivor's
 * current number; refused when they no longer fit the column.
 */
export function mergedAlternateNumbers(survivor: MergeCandidate, duplicate: MergeCandidate): string {
  const numbers = [
    ...new Set([
      ...alternateNumbersOf(survivor.alternatePlayerNumbers),
      duplicate.playerNumber,
      ...alternateNumbersOf(duplicate.alternatePlayerNumbers),
    ]),
  ].filter((number) => number !== survivor.playerNumber);
  const text = numbers.join(',');
  if (text.length > ALTERNATE_NUMBERS_LENGTH) throw new MergeAlternateNumbersFullError();
  return text;
}

/** What the merge needs to know of each of the two players. */
export interface MergeCandidate {
  readonly playerID: number;
  readonly playerNumber: number;
  readonly title: string;
  readonly userType: number;
  readonly alternatePlayerNumbers: string | null;
  /** The stored profile image's name, if any (the survivor adopts the duplicate's when it has none). */
  readonly profileImage?: string | null;
}

/**
 * Who may merge which two (the caller's level is checked by the route: manager and up).
 * Both players must be below the caller's level, as for saving and deleting a player
 * (assertMayManage): the Owner merges anyone, and the caller's own record may be the
 * survivor, never the duplicate.
 */
export function checkMergeAllowed(
  caller: { readonly playerID: number; readonly userType: number },
  survivor: MergeCandidate,
  duplicate: MergeCandidate,
): void {
  if (survivor.playerID === duplicate.playerID) throw new MergeIntoItselfError();
  if (duplicate.playerID === caller.playerID) throw new MergeOwnAccountError();
  const aboveCaller = (player: MergeCandidate) =>
    player.playerID !== caller.playerID && player.userType >= caller.userType && caller.userType < UserType.Owner;
  if (aboveCaller(survivor)) throw new MergeLevelTooHighError('survivorID');
  if (aboveCaller(duplicate)) throw new MergeLevelTooHighError('duplicateID');
}

/** A merge as the log keeps it and the survivor's record shows it. */
export interface PlayerMerge {
  readonly mergeID: number;
  readonly mergedAt: string;
  readonly mergedByID: number | null;
  readonly mergedByTitle: string | null;
  readonly survivorID: number;
  readonly duplicateID: number;
  readonly duplicateNumber: number;
  readonly duplicateTitle: string;
  /** Rows moved per kind: points, cardRequests, sessions, ... */
  readonly moved: Readonly<Record<string, number>>;
}

/**
 * Written to the outbox in the merge's transaction: the standings and invite years of the
 * games whose records or host changed are recomputed by the workers, even if Redis was down
 * at the time of the merge.
 */
export class PlayersMergedEvent {
  static readonly type = 'PlayersMerged';

  constructor(
    readonly merge: { readonly mergeID: number; readonly survivorID: number; readonly duplicateID: number },
    readonly playedGames: readonly {
      readonly venueID: number | null;
      readonly eventID: number | null;
      readonly gameAt: string;
      readonly ended: boolean;
    }[],
    readonly hostedGames: readonly { readonly gameAt: string }[],
  ) {}

  /** Only what the subscribers need: the places of the ended games (standings) and the instants of every game (invite years). */
  toPayload(): Record<string, unknown> {
    return {
      ...this.merge,
      games: this.playedGames
        .filter((game) => game.ended)
        .map(({ venueID, eventID, gameAt }) => ({ venueID, eventID, gameAt })),
      gameTimes: [...new Set([...this.playedGames, ...this.hostedGames].map((game) => game.gameAt))].sort(),
    };
  }

  /** What the subscribers read of a merge's payload; null when it names no merge. Malformed places and instants are left out. */
  static fromPayload(payload: Record<string, unknown>): PlayersMergedNotice | null {
    const [mergeID, survivorID, duplicateID] = [
      payloadID(payload.mergeID),
      payloadID(payload.survivorID),
      payloadID(payload.duplicateID),
    ];
    if (!mergeID || !survivorID || !duplicateID) return null;
    const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
    return {
      mergeID,
      survivorID,
      duplicateID,
      endedGames: list(payload.games).flatMap((game) => payloadPlace(game) ?? []),
      gameTimes: list(payload.gameTimes).flatMap((time) => payloadInstant(time) ?? []),
    };
  }
}

/** A merge as its subscribers hear of it. */
export interface PlayersMergedNotice {
  readonly mergeID: number;
  readonly survivorID: number;
  readonly duplicateID: number;
  /** Where the ended games whose records moved count (standings). */
  readonly endedGames: readonly PayloadPlace[];
  /** The instants of every game whose records or host moved (invite years). */
  readonly gameTimes: readonly Date[];
}
