/** How the standings show what the reads answer. */
import { formatGameTime } from '@/lib/game-time';

/** A game's date in its venue's zone, e.g. "Jan 18, 2025"; blank on per-event rows. */
export function gameDate({ gameAt, venueTimeZone }: { gameAt: string | null; venueTimeZone: string }): string {
  return gameAt ? formatGameTime(gameAt, venueTimeZone, 'mediumDay') : '';
}
