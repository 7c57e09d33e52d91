/**
 * Which games count toward results anyone can see
 * (docs/decisions/0086-practice-games-count-toward-nothing-public.md). A game counts once it has
 * ended, unless it was canceled or is unlisted: an unlisted game (a practice, staff or test game,
 * which visitors cannot see) counts toward nothing visitors can see — leaderboards and the
 * standings read model, stats, the event leaderboard and champions, players' dashboards and
 * history, the activity dashboard, Vegas Invites, quarterly chips — and mails no one.
 *
 * The rule in both forms, side by side: a predicate for code holding a game, and the same
 * predicate as SQL for the read sides and read models that select games (`alias` names the
 * `games` table in the query). Every place that counts results uses one of them.
 */
export interface ResultsFacts {
  readonly endedAt: Date | string | null;
  readonly canceled: boolean;
  readonly unlisted: boolean;
}

/** A practice game: unlisted, so visitors cannot see it and its results count toward nothing public. */
export const isPracticeGame = (game: Pick<ResultsFacts, 'unlisted'>): boolean => game.unlisted;

/** Ended, not canceled and listed: its records count toward the public results. */
export const countsTowardResults = (game: ResultsFacts): boolean =>
  game.endedAt !== null && !game.canceled && !isPracticeGame(game);

/** SQL: the game is listed (not a practice game). For counts that do not wait for the ending (a host's hosted games). */
export const listedGameSql = (alias = 'g'): string => `not ${alias}.unlisted`;

/** SQL: countsTowardResults over the `games` row `alias`. */
export const countedGameSql = (alias = 'g'): string =>
  `${alias}.ended_at is not null and not ${alias}.canceled and ${listedGameSql(alias)}`;
