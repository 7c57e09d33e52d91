import { EventType, playsAsRegular } from '@league/shared/domain/event-type.js';

/** How the points screen treats a game type (product §3.3: types 1 and 5-99 play as Regular). */
export interface GameKind {
  readonly regular: boolean;
  readonly satellite: boolean;
  readonly quarterly: boolean;
}

export const gameKind = (eventType: number): GameKind => ({
  regular: playsAsRegular(eventType),
  satellite: eventType === EventType.Satellite,
  quarterly: eventType === EventType.Quarterly,
});

/** Product §2: the final button is End Game for satellites; the others compute points from the places (docs/decisions/0066-points-screen.md). */
export const endButtonLabel = (eventType: number): string =>
  gameKind(eventType).satellite ? 'End Game' : 'Calculate Points';
