import { EventType } from '../../../shared/domain/event-type.js';
import { recordTable } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { findTitleModifier } from './game-title.js';
import { GameTypeNotForNewGamesError, InvalidGameTimeError, TitleHasModifierError } from './games.errors.js';

/** The earnings note is for hosts and up (the Manage Games form round-trips it). */
const STAFF = UserType.Host;
/**
 * What was deposited is for admins and up (the earnings display, product §6), and for the
 * game's own host (their deposits, "own only"): see OWN_GAME_FIELDS in game.ts.
 */
const EARNINGS = UserType.Admin;

/** An instant with its offset or Z: `2026-11-24T19:00:00-08:00`, `2026-11-25T03:00:00.000Z`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

export const GAME_TITLE_MAX_LENGTH = 128;
/** A venue collects less than this in a night; numeric(10,2) could hold more. */
export const GAME_EARNINGS_MAX = 100_000;

/**
 * A game's fields as Manage Games saves them, in form order (product §3.4). Saving a game
 * is for managers and up. The request body, its API description, the read SQL and the
 * answers' filtering come from here (with GAME_SERVER_FIELDS for what the server sets).
 * Rules that need more than one field or the saved game (a new game's type, the default
 * time, the original time, the estimate) are in prepareGame; the venue, event and host
 * are checked against their records by SaveGameHandler.
 */
export const GAME_FIELDS = recordTable({
  gameID: {
    label: 'Game ID',
    type: 'integer',
    min: 0,
    default: 0,
    description: '0 (or absent) for a game not saved yet: saving creates it',
  },
  title: {
    label: 'Title',
    type: 'string',
    max: GAME_TITLE_MAX_LENGTH,
    default: '',
    check: (title) => {
      const modifier = findTitleModifier(String(title));
      return modifier ? new TitleHasModifierError(modifier) : undefined;
    },
    description:
      "Blank: the venue's title (kept blank, so a renamed venue is right). May not contain Canceled, Satellite, Quarterly, Omaha or Double Points: the display adds those",
  },
  venueID: {
    label: 'Venue',
    type: 'integer',
    min: 0,
    description: 'Required, except for online games (types 995-997), which may have none',
  },
  eventID: {
    label: 'Event',
    type: 'integer',
    min: 0,
    description: "One of the venue's recurring events; blank or 0 for none",
  },
  hostID: { label: 'Host', type: 'integer', min: 0, description: 'A player of host level; blank or 0 for no host' },
  eventType: {
    label: 'Event Type',
    type: 'integer',
    oneOf: Object.values(EventType),
    default: EventType.Regular,
    errors: { invalid: () => new GameTypeNotForNewGamesError() },
    description: 'Regular 1, Satellite 2 or Quarterly 3 for new games; a saved game keeps any type it has',
  },
  doublePoints: { label: 'Double Points', type: 'boolean', default: false },
  gameAt: {
    label: 'Game Time',
    type: 'datetime',
    check: (value) => (ISO_INSTANT.test(String(value)) ? undefined : new InvalidGameTimeError()),
    description: 'ISO 8601 with offset; a new game defaults to 30 minutes from now, a saved one keeps its time',
    example: '2026-11-24T19:00:00-08:00',
  },
  totalPlayers: { label: 'Total Players', type: 'integer', min: 0, max: 999, default: 0 },
  earningsActual: {
    label: 'Actual Earnings',
    type: 'number',
    min: 0,
    max: GAME_EARNINGS_MAX,
    default: 0,
    description: 'Dollars collected from the venue',
  },
  earningsNote: { label: 'Earnings Note', type: 'string', max: 256, readLevel: STAFF },
  notice: {
    label: 'Notice',
    type: 'string',
    max: 256,
    description: 'Shown with the game (a change of time, a special guest)',
  },
  canceled: { label: 'Canceled', type: 'boolean', default: false },
  unlisted: {
    label: 'Unlisted',
    type: 'boolean',
    default: false,
    description:
      'Hidden from visitors (lists, calendar, detail, points); shown in host mode (docs/decisions/0058-games.md)',
  },
});

/**
 * What the server keeps on a game beside the form's fields, and the reads answer: set by
 * saving (originalAt, earningsEstimated), by the points screen (totalRecords, endedAt) and
 * by deposits (earningsDeposited, earningsReconciled, depositID). Never taken from a body.
 */
export const GAME_SERVER_FIELDS = recordTable({
  originalAt: { label: 'Original Time', type: 'datetime', description: 'When the game was first scheduled' },
  totalRecords: { label: 'Total Records', type: 'integer', default: 0 },
  earningsEstimated: { label: 'Estimated Earnings', type: 'number', default: 0 },
  earningsDeposited: { label: 'Deposited Earnings', type: 'number', default: 0, readLevel: EARNINGS },
  earningsReconciled: { label: 'Reconciled', type: 'boolean', default: false, readLevel: EARNINGS },
  depositID: { label: 'Deposit', type: 'integer', readLevel: EARNINGS },
  endedAt: { label: 'Ended', type: 'datetime' },
});

/** Every column of a game the reads answer, in answer order. */
export const GAME_ROW_FIELDS = { ...GAME_FIELDS, ...GAME_SERVER_FIELDS };
