import { EventType } from '../../../shared/domain/event-type.js';

/**
 * Estimated earnings (dollars) a game brings, set when it is saved (product §4.9,
 * §9.3): under 6 players 0, 6-29 players 35, 30 or more 45; never for Quarterly.
 */
export function estimatedEarnings(totalPlayers: number, eventType: number): number {
  if (eventType === EventType.Quarterly || totalPlayers < 6) return 0;
  return totalPlayers < 30 ? 35 : 45;
}
