import type { FieldRule, FieldValue } from '../../../shared/domain/field-table.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { DEVICE_TIME_MAX_LENGTH, namesItsZone } from '../domain/arrival-time.js';
import { NO_PLACE, LAST_PAID_PLACE, UNPLACED_SORT_VALUE } from '../domain/placement.js';
import { SelectPlayerFirstError } from '../domain/points.errors.js';

/** The biggest stack a choice can name is 25K; anything past a million chips is a typo. */
/** In thousands of chips, like the records. */
const MAX_CHIPS = 1_000;

/** No record picked (absent, null or 0) is product §5.7's "Select a player first". */
const pickedRecord = (description: string) =>
  ({
    label: 'Point ID',
    type: 'integer',
    required: true,
    errors: { missing: () => new SelectPlayerFirstError() },
    check: (value: FieldValue) => (typeof value === 'number' && value < 1 ? new SelectPlayerFirstError() : undefined),
    description,
  }) as const satisfies FieldRule;
const gameOfRecord = {
  label: 'Game ID',
  type: 'integer',
  min: 0,
  description: 'When given, the record must belong to this game (else 404 "Player is not checked in to this game")',
} as const satisfies FieldRule;
const actingHost = {
  label: 'Host ID',
  type: 'integer',
  min: 0,
  description:
    'The acting host recorded on the saved entry: Managers and up may name any player of host level; others always act as themselves (ignored)',
} as const satisfies FieldRule;
const chips = (label: string) =>
  ({
    label,
    type: 'integer',
    min: 0,
    max: MAX_CHIPS,
    description: 'Thousands of chips (15 = 15K), the unit point records answer; null or absent leaves it as recorded',
  }) as const satisfies FieldRule;

export const CHECK_IN_FIELDS = {
  gameID: { label: 'Game ID', type: 'integer', required: true, min: 1 },
  playerID: {
    label: 'Player ID',
    type: 'integer',
    min: 0,
    description: 'The player picked; absent or 0 with no scan is "Select a player first"',
  },
  scan: {
    label: 'Scan',
    type: 'string',
    max: 256,
    description: 'What a scanner typed: a number, {host}/p/{n}, {host}/p?n={n}, or the ;...  wedge form',
  },
  hostID: actingHost,
  rebuysAllowed: {
    label: 'Rebuys Allowed',
    type: 'boolean',
    description: 'Quarterly: the Rebuys Allowed checkbox (false when absent)',
  },
  addOnsAllowed: {
    label: 'Add-Ons Allowed',
    type: 'boolean',
    description: 'Quarterly: the Add-Ons Allowed checkbox (false when absent; ignored while rebuys are off)',
  },
  scannedAt: {
    label: 'Scanned At',
    type: 'datetime',
    max: DEVICE_TIME_MAX_LENGTH,
    check: (value) =>
      typeof value === 'string' && !namesItsZone(value) ? new FieldNotValidError('scannedAt', 'Scanned At') : undefined,
    description:
      "When the host's device recorded the check-in, ISO 8601 with Z or an offset (the write queue sends it; absent means now). Stored as the arrival time when plausible: " +
      "not more than 5 s ahead of the server's clock, not older than 12 hours, not before the game's day opened (12 hours before its start); else the receipt time is, and the game's History says why",
    example: '2026-12-04T04:36:05.120Z',
  },
} as const satisfies Record<string, FieldRule>;

export const PLACE_FIELDS = {
  pointID: pickedRecord('The record whose place cell was edited'),
  place: {
    label: 'Place',
    type: 'integer',
    required: true,
    oneOf: [NO_PLACE, ...Array.from({ length: LAST_PAID_PLACE }, (_, i) => i + 1), UNPLACED_SORT_VALUE],
    description: '1-8, or 0 / 9999 for none (kept as 0). Not for satellites',
  },
  hostID: actingHost,
  gameID: gameOfRecord,
} as const satisfies Record<string, FieldRule>;

export const POINTS_FIELDS = {
  pointID: pickedRecord('The satellite record whose points cell was edited'),
  points: {
    label: 'Points',
    type: 'integer',
    required: true,
    min: 0,
    max: 9999,
    description: "A satellite player's points, a whole number",
  },
  hostID: actingHost,
  gameID: gameOfRecord,
} as const satisfies Record<string, FieldRule>;

export const BUYS_FIELDS = {
  pointID: pickedRecord('The quarterly record to update'),
  buyIn: chips('Buy-In'),
  reBuy: chips('Rebuy'),
  addOn: chips('Add-On'),
  hostID: actingHost,
  gameID: gameOfRecord,
} as const satisfies Record<string, FieldRule>;

export const REMOVE_FIELDS = {
  pointID: pickedRecord('The record to remove'),
  gameID: gameOfRecord,
} as const satisfies Record<string, FieldRule>;

/** One entry of SPEC's end-game list: only pointID and place are read (points and bonuses are the server's to compute). */
export const END_ENTRY_FIELDS = {
  pointID: { label: 'Point ID', type: 'integer', required: true, min: 1 },
  place: { label: 'Place', type: 'integer', required: true, min: 0, max: UNPLACED_SORT_VALUE },
  hostID: actingHost,
} as const satisfies Record<string, FieldRule>;

/** The most records one end-game list may name (a big night is 60 players). */
export const MAX_END_ENTRIES = 500;

export class CheckInDto extends dtoFrom(CHECK_IN_FIELDS) {}
export class SetPlaceDto extends dtoFrom(PLACE_FIELDS) {}
export class SetPointsDto extends dtoFrom(POINTS_FIELDS) {}
export class SetBuysDto extends dtoFrom(BUYS_FIELDS) {}
export class RemovePlayerDto extends dtoFrom(REMOVE_FIELDS) {}
export class EndGameEntryDto extends dtoFrom(END_ENTRY_FIELDS) {}

/**
 * SPEC's point record for POST /v1/point, every field any of its forms reads; which
 * form it is goes by the fields present (the operation's description). Checked by the
 * form's own table once the form is known.
 */
export class PointRecordDto extends dtoFrom({
  pointID: {
    label: 'Point ID',
    type: 'integer',
    description: 'Absent for a check-in; present for a place, points or buys edit',
  },
  gameID: {
    ...CHECK_IN_FIELDS.gameID,
    required: false,
    description: 'A check-in names its game; an edit may name it too (its record must belong to it)',
  },
  playerID: CHECK_IN_FIELDS.playerID,
  scan: CHECK_IN_FIELDS.scan,
  place: { ...PLACE_FIELDS.place, required: false },
  points: { ...POINTS_FIELDS.points, required: false },
  buyIn: BUYS_FIELDS.buyIn,
  reBuy: BUYS_FIELDS.reBuy,
  addOn: BUYS_FIELDS.addOn,
  hostID: actingHost,
  rebuysAllowed: CHECK_IN_FIELDS.rebuysAllowed,
  addOnsAllowed: CHECK_IN_FIELDS.addOnsAllowed,
  scannedAt: { ...CHECK_IN_FIELDS.scannedAt, description: `A check-in only: ${CHECK_IN_FIELDS.scannedAt.description}` },
}) {}
