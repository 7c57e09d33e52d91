import { recordTable, type FieldValue } from '../../../shared/domain/field-table.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { isPaidPlace, NO_PLACE, UNPLACED_SORT_VALUE } from './placement.js';

/** Places the end call takes: 1st to 8th, or 0 / 9999 for none. */
export const isEndingPlace = (place: unknown): boolean =>
  typeof place === 'number' && (isPaidPlace(place) || place === NO_PLACE || place === UNPLACED_SORT_VALUE);

const isPointID = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** Each entry of `places`: `{ pointID, place }`; the first fault names its field. */
function placesFailure(value: FieldValue): FieldNotValidError | undefined {
  const entries = value as unknown as unknown[];
  const seen = new Set<number>();
  for (const entry of entries) {
    const { pointID, place } = (entry && typeof entry === 'object' ? entry : {}) as {
      pointID?: unknown;
      place?: unknown;
    };
    // A record listed twice would have two places: which one the screen meant is unknowable.
    if (!isPointID(pointID) || seen.has(pointID as number)) return new FieldNotValidError('pointID', 'Point ID');
    if (!isEndingPlace(place)) return new FieldNotValidError('place', 'Place');
    seen.add(pointID as number);
  }
  return undefined;
}

/** POST /v1/point/end's body (EndGameRequest, domain/point-calls.ts). */
export const END_GAME_FIELDS = recordTable({
  gameID: {
    label: 'Game ID',
    type: 'integer',
    required: true,
    min: 1,
    description: 'The game to end (or to end again: a correction)',
  },
  places: {
    label: 'Places',
    type: 'array',
    required: true,
    max: 999,
    check: placesFailure,
    description:
      'Each `{ pointID, place }`: place 1-8, or 0 / 9999 for none; records not listed keep their place. Points and bonuses are computed by the server',
  },
  hostID: {
    label: 'Host',
    type: 'integer',
    min: 0,
    description: 'The acting host; managers and up may name any host-level player, others always act as themselves',
  },
});
