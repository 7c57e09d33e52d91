import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { CLOCK_ACTIONS, MAX_LEVELS } from '../domain/game-clock.js';

const expectedVersion = {
  label: 'Expected Version',
  type: 'integer',
  required: true,
  min: 0,
  max: 2_000_000_000,
  description:
    "The clock's `version` the screen showed (0 for a clock never written); another write since answers 409 CLOCK_VERSION_CONFLICT with the clock as it is",
} as const;

/** A host's clock control. */
export class ClockControlDto extends dtoFrom({
  action: {
    label: 'Action',
    type: 'string',
    required: true,
    oneOf: CLOCK_ACTIONS,
    description: 'start, pause, resume, next, previous or addMinute',
  },
  expectedVersion,
}) {}

/** A manager's blind structure for a game. */
export class ClockStructureDto extends dtoFrom({
  levels: {
    label: 'Levels',
    type: 'array',
    required: true,
    min: 1,
    max: MAX_LEVELS,
    description:
      '`[{ minutes, small, big, ante, break? }]`: 1-60 levels of 1-120 minutes; small and big positive whole numbers with big >= small, ante 0 or more; a break is `{ minutes, break: true }`',
  },
  expectedVersion,
}) {}
