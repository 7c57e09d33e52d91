import { DomainError } from '../../../shared/domain/domain-error.js';
import type { ClockView } from './game-clock.js';

/** Another write reached the clock first (two hosts pressing at once): the answer carries the clock as it now is. */
export class ClockVersionConflictError extends DomainError {
  readonly code = 'CLOCK_VERSION_CONFLICT';
  override readonly field = 'expectedVersion';
  constructor(readonly clock: ClockView) {
    super('The clock was changed on another screen; try again', 'conflict');
  }
}

/** The action does not fit the clock now (pause a clock not running, next on the last level). */
export class ClockActionNotAllowedError extends DomainError {
  readonly code = 'CLOCK_ACTION_NOT_ALLOWED';
  override readonly field = 'action';
  constructor(reason: string) {
    super(reason, 'conflict');
  }
}

/** A blind structure out of bounds (1-60 levels, 1-120 minutes, positive whole blinds, big >= small). */
export class ClockStructureInvalidError extends DomainError {
  readonly code = 'CLOCK_STRUCTURE_INVALID';
  override readonly field = 'levels';
  constructor(reason: string) {
    super(reason);
  }
}
