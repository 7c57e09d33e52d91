import { playsAsRegular } from '../../../shared/domain/event-type.js';
import { BonusType } from './game-ending.js';
import { NO_PLACE, UNPLACED_SORT_VALUE } from './placement.js';
import {
  PlayerBannedError,
  PlayerSuspendedError,
  ScannedPlayerNotFoundError,
  SelectPlayerFirstError,
} from './points.errors.js';

/** Early sign-in: entered at least 10 minutes before the game starts, inclusive (product §4.8). */
export const EARLY_SIGN_IN_MS = 10 * 60_000;

export const COLLECT_STARTING_CHIPS = 'Starting chips';
export const COLLECT_WITH_EARLY_SIGN_IN = 'Starting chips + early sign-in chips';

/** The player picked on the points screen, for check-in and remove; none picked is SelectPlayerFirstError. */
export function requireSelectedPlayer<P>(player: P | null | undefined): P {
  if (player === null || player === undefined) throw new SelectPlayerFirstError();
  return player;
}

/** The player a scanned card number named; none found names the number. */
export function requireScannedPlayer<P>(player: P | null | undefined, scannedNumber: number | string): P {
  if (player === null || player === undefined) throw new ScannedPlayerNotFoundError(scannedNumber);
  return player;
}

/** Banned and suspended players may not check in; banned is reported first. */
export function assertMayCheckIn<P extends { banned: boolean; suspended: boolean }>(player: P | null | undefined): P {
  const selected = requireSelectedPlayer(player);
  if (selected.banned) throw new PlayerBannedError();
  if (selected.suspended) throw new PlayerSuspendedError();
  return selected;
}

export interface CheckedInRecord {
  gameID: number;
  playerID: number;
  hostID: number | null;
  place: number;
  sortedPlace: number;
  points: number;
  bonusType: BonusType;
  bonuses: number;
  buyIn: number;
  reBuy: number;
  addOn: number;
  entryAt: Date;
  updatedAt: Date;
}

/** Checking a player in creates their record with zeros, entered and updated now. */
export function newPointRecord(input: {
  gameID: number;
  playerID: number;
  hostID: number | null;
  now: Date;
}): CheckedInRecord {
  return {
    gameID: input.gameID,
    playerID: input.playerID,
    hostID: input.hostID,
    place: NO_PLACE,
    sortedPlace: UNPLACED_SORT_VALUE,
    points: 0,
    bonusType: BonusType.None,
    bonuses: 0,
    buyIn: 0,
    reBuy: 0,
    addOn: 0,
    entryAt: input.now,
    updatedAt: input.now,
  };
}

/** Early arrival (the * by the name): a Regular-playing game entered 10 minutes or more before it starts. */
export const isEarlyArrival = (entryAt: Date, gameAt: Date, eventType: number): boolean =>
  playsAsRegular(eventType) && gameAt.getTime() - entryAt.getTime() >= EARLY_SIGN_IN_MS;

/** What a Regular-playing player collects at check-in; other game types have nothing here (blank). */
export function collectMessage(entryAt: Date, gameAt: Date, eventType: number): string {
  if (!playsAsRegular(eventType)) return '';
  return isEarlyArrival(entryAt, gameAt, eventType) ? COLLECT_WITH_EARLY_SIGN_IN : COLLECT_STARTING_CHIPS;
}
