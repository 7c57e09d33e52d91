/**
 * STAND-IN until the games module's field table reaches this branch: the same fields,
 * labels, limits and defaults as `GAME_FIELDS` in
 * `src/modules/games/domain/game.fields.ts` (written in parallel on the games API
 * branch), without its coded errors. When that file is here, game-form-values.ts
 * imports `GAME_FIELDS` from `@league/modules/games/domain/game.fields.js` instead
 * (one line) and this file goes.
 */
import { EventType } from '@league/shared/domain/event-type.js';
import { recordTable } from '@league/shared/domain/field-table.js';
import { UserType } from '@league/shared/domain/user-type.js';
import { findTitleModifier } from '@league/modules/games/domain/game-title.js';
import { TitleHasModifierError } from '@league/modules/games/domain/games.errors.js';

export const GAME_FIELDS = recordTable({
  gameID: { label: 'Game ID', type: 'integer', min: 0, default: 0 },
  title: {
    label: 'Title',
    type: 'string',
    max: 128,
    default: '',
    check: (title) => {
      const modifier = findTitleModifier(String(title));
      return modifier ? new TitleHasModifierError(modifier) : undefined;
    },
  },
  venueID: { label: 'Venue', type: 'integer', min: 0 },
  eventID: { label: 'Event', type: 'integer', min: 0 },
  hostID: { label: 'Host', type: 'integer', min: 0 },
  eventType: { label: 'Event Type', type: 'integer', oneOf: Object.values(EventType), default: EventType.Regular },
  doublePoints: { label: 'Double Points', type: 'boolean', default: false },
  gameAt: { label: 'Game Time', type: 'datetime' },
  totalPlayers: { label: 'Total Players', type: 'integer', min: 0, max: 999, default: 0 },
  earningsActual: { label: 'Actual Earnings', type: 'number', min: 0, max: 100_000, default: 0 },
  earningsNote: { label: 'Earnings Note', type: 'string', max: 256, readLevel: UserType.Host },
  notice: { label: 'Notice', type: 'string', max: 256 },
  canceled: { label: 'Canceled', type: 'boolean', default: false },
  unlisted: { label: 'Unlisted', type: 'boolean', default: false },
});
