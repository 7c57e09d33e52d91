import { DomainError } from '../../../shared/domain/domain-error.js';

/**
 * Refusals of the points screen's single-record edits that product §5.7 does not word
 * (docs/decisions/0067-game-night-commands.md). Kept apart from points.errors.ts, which
 * holds the product's own messages.
 */

/** Satellites rank by points (the scans): their place cell is not editable. */
export class PlaceNotForSatelliteError extends DomainError {
  readonly code = 'PLACE_NOT_FOR_SATELLITE';
  override readonly field = 'place';
  constructor() {
    super('Satellite games have points, not places');
  }
}

/** Only a satellite's points cell is editable; other games' points come from their places. */
export class PointsOnlyForSatelliteError extends DomainError {
  readonly code = 'POINTS_ONLY_FOR_SATELLITE';
  override readonly field = 'points';
  constructor() {
    super('Points are entered only in satellite games');
  }
}

/** Buy-ins, rebuys and add-ons are quarterly chips. */
export class BuysOnlyForQuarterlyError extends DomainError {
  readonly code = 'BUYS_ONLY_FOR_QUARTERLY';
  constructor() {
    super('Buy-ins are recorded only in quarterly games');
  }
}

/** SPEC's end-game list named records of more than one game (or of none). */
export class PointsOfSeveralGamesError extends DomainError {
  readonly code = 'POINTS_OF_SEVERAL_GAMES';
  constructor() {
    super('The records to end must all belong to one game');
  }
}
