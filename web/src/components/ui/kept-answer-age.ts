/**
 * How old is what the page shows, when it may not be current (issue 30: "no stale standings
 * served as fresh: show the age when offline")? Pure, for components/ui/offline-age.tsx.
 */
import type { Query } from '@tanstack/react-query';

type ShownQuery = Pick<Query<unknown, unknown>, 'state' | 'meta'> & { getObserversCount(): number };

/**
 * When the oldest answer on screen was loaded (ms since 1970), or null when every answer on
 * screen is current: offline, all shown answers count; online, kept reads (put back from
 * IndexedDB, lib/kept-reads.ts) whose refresh failed: a screen's own error handling deals with the rest.
 */
export function oldestUnrefreshedAnswer(queries: Iterable<ShownQuery>, offline: boolean): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt <= 0) continue;
    const refreshFailed =
      query.meta?.['persist'] === true && (query.state.status === 'error' || query.state.fetchFailureCount > 0);
    if (!offline && !refreshFailed) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/**
 * Made at first use, not when the module loads: a page's first date formatter loads the browser's
 * locale data (about 20 ms, 80 ms on a slow phone), and that was most of the first script's task
 * on pages that never show an age (issue 31).
 */
let formats: { readonly clock: Intl.DateTimeFormat; readonly day: Intl.DateTimeFormat } | undefined;
const ageFormats = () =>
  (formats ??= {
    clock: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
    day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }),
  });

/** "12 minutes ago", "just now", "3 hours ago", "2 days ago". */
export function ageText(loadedAt: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - loadedAt) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** "8:31 PM (12 minutes ago)"; another day names it: "Tue, Dec 1, 8:31 PM (2 days ago)". */
export function loadedAtText(loadedAt: number, now: number): string {
  const loaded = new Date(loadedAt);
  const sameDay = new Date(now).toDateString() === loaded.toDateString();
  const { clock, day } = ageFormats();
  const when = sameDay ? clock.format(loaded) : `${day.format(loaded)}, ${clock.format(loaded)}`;
  return `${when} (${ageText(loadedAt, now)})`;
}
