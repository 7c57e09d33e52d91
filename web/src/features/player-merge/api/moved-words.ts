/** How the merge log's counts read on screen, in this order; kinds not listed here are not shown. */
const WORDS: readonly (readonly [kind: string, one: string, many: string])[] = [
  ['points', 'point record', 'point records'],
  ['cardRequests', 'card request', 'card requests'],
  // Merges before issue 18 moved the duplicate's sessions; now they are ended, not counted.
  ['sessions', 'log-in session', 'log-in sessions'],
  ['hostedGames', 'hosted game', 'hosted games'],
  ['pointsCheckedIn', 'check-in as host', 'check-ins as host'],
  ['hostedEvents', 'hosted event', 'hosted events'],
  ['deposits', 'deposit', 'deposits'],
  ['posts', 'post', 'posts'],
  ['inviteAwards', 'invite award', 'invite awards'],
  ['earlierMerges', 'earlier merge', 'earlier merges'],
  ['profileImage', 'profile image', 'profile images'],
];

/** "3 point records, 1 card request" (nothing moved: "no records"). */
export function movedText(moved: Readonly<Record<string, number>>): string {
  const parts = WORDS.filter(([kind]) => (moved[kind] ?? 0) > 0).map(
    ([kind, one, many]) => `${moved[kind]} ${moved[kind] === 1 ? one : many}`,
  );
  return parts.length ? parts.join(', ') : 'no records';
}

/** What the preview says moves, before the merge (the counts come with the answer). */
export const WHAT_MOVES = 'point records, card requests, hosted games and events, deposits, posts and invite awards';
