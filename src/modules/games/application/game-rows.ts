import { type SiteInfo } from '../../../shared/application/site-info.js';
import { selectListOf, SqlReads } from '../../../shared/application/sql-reads.js';
import { displayGameTitle } from '../domain/game-title.js';
import { gameRowFieldsFor, hideOthersDeposits, type GameViewer } from '../domain/game.js';
import type { GameRow } from '../domain/game-row.js';

/** An online game has no venue (product §3.4); its rows name it so. */
export const NO_VENUE_NAME = 'Online';

/**
 * The select every game read shares: the game's own columns a viewer may see
 * (gameRowFieldsFor), and, by read-only joins (games.tables.ts), its venue's name,
 * address, map link and time zone, its event's title and its host's name and number. `?`
 * is the league's time zone, the one an online game is shown in.
 */
const selectGameRowsFor = (viewer: GameViewer): string => `select ${selectListOf(gameRowFieldsFor(viewer), 'g')},
    coalesce(v.title, '${NO_VENUE_NAME}') as "venueName", v.address as "venueAddress", v.city as "venueCity", v.state as "venueState",
    v.map_url as "venueMapURL", coalesce(v.time_zone, ?) as "venueTimeZone",
    e.title as "eventName", h.title as "hostName", h.player_number as "hostNumber"
  from games g
  left join venues v on v.venue_id = g.venue_id
  left join events e on e.event_id = g.event_id
  left join players h on h.player_id = g.host_id`;

/** The select for each viewer level met so far (a handful: the user types). */
const SELECTS_BY_LEVEL = new Map<number, string>();

/** Hides unlisted games from a viewer who may not see them (append to a where clause). */
export const listedFor = (viewer: GameViewer): string => (viewer.seesUnlisted ? 'true' : 'not g.unlisted');

type SelectedRow = Omit<GameRow, 'displayTitle'> & { displayTitle?: string };

/**
 * Runs the select with `rest` (where, order, limit) and answers the rows as the viewer may
 * see them, each given its display title in place (a calendar month can hold hundreds).
 */
export async function selectGameRows(
  sql: SqlReads,
  site: SiteInfo,
  viewer: GameViewer,
  rest: string,
  params: readonly unknown[],
): Promise<GameRow[]> {
  let select = SELECTS_BY_LEVEL.get(viewer.level);
  if (!select) SELECTS_BY_LEVEL.set(viewer.level, (select = selectGameRowsFor(viewer)));
  const rows = await sql.query<SelectedRow>(`${select} ${rest}`, [site.leagueTimeZone, ...params]);
  for (const row of rows) row.displayTitle = displayGameTitle(row);
  return hideOthersDeposits(viewer, rows as GameRow[]);
}
