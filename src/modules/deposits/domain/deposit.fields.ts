import { recordTable } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';

/** numeric(10,2) holds more; nobody deposits a million dollars of bar-league earnings at once. */
export const DEPOSIT_AMOUNT_MAX = 1_000_000;

/**
 * A deposit's fields, in form order (product §3.5). Saving a deposit is for hosts in host
 * mode, their own only; admins and up choose the host. The request body, its API
 * description, the read SQL and the form's rules come from here.
 */
export const DEPOSIT_FIELDS = recordTable({
  depositID: {
    label: 'Deposit ID',
    type: 'integer',
    min: 0,
    default: 0,
    description: '0 (or absent) for a deposit not saved yet: saving creates it',
  },
  hostID: {
    label: 'Host',
    type: 'integer',
    min: 0,
    description:
      "Admins and up choose the host (required for them); a host's deposits are always their own (another host's id is refused)",
  },
  title: { label: 'Title', type: 'string', required: true, max: 64 },
  depositAmount: {
    label: 'Deposit Amount',
    type: 'number',
    min: 0,
    max: DEPOSIT_AMOUNT_MAX,
    default: 0,
    description: "Dollars (cents kept, rounded to the cent); applied to the host's unreconciled games oldest first",
  },
  period: {
    label: 'Period',
    type: 'string',
    max: 64,
    description: 'What the deposit covers, as the host words it (e.g. Mar 1 - Mar 31)',
  },
  depositDate: { label: 'Deposit Date', type: 'date', description: 'yyyy-MM-dd; blank: today (league time)' },
  depositImage: {
    label: 'Deposit Image',
    type: 'string',
    max: 255,
    readLevel: UserType.Host,
    description:
      'The stored image (jpg, png or gif up to 1 MB), set by POST /v1/deposit/image and removed by DELETE /v1/table/image; ignored by this save',
  },
});

/** The most games one game-list form may name. */
export const MAX_GAME_DEPOSIT_LINES = 500;

/**
 * One line of product §7's game-list form of deposit application (POST /v1/game with a
 * list of `{gameID, earningsDeposited}`; admins and up). `depositID`, when given, says which
 * deposit the change counts to (its host's games only, never more than its amount).
 */
export const GAME_DEPOSIT_LINE_FIELDS = recordTable({
  gameID: { label: 'Game ID', type: 'integer', required: true, min: 1 },
  earningsDeposited: {
    label: 'Deposited Earnings',
    type: 'number',
    required: true,
    min: 0,
    max: DEPOSIT_AMOUNT_MAX,
    description: "Dollars; at most the game's actual earnings",
  },
  depositID: {
    label: 'Deposit ID',
    type: 'integer',
    min: 1,
    description: 'The deposit the change counts to; blank: a correction of the game alone',
  },
});
