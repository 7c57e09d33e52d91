import { type SiteInfo } from '../../../../shared/application/site-info.js';
import { selectListOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { displayGameTitle } from '../../domain/game-title.js';
import { gameRowFor, type GameViewer } from '../../domain/game.js';
import { GAME_ROW_FIELDS } from '../../domain/game.fields.js';
import type { GameRow } from '../../domain/game-row.js';

/** An online game has no venue (product §3.4); its rows name it so. */
export const NO_VENUE_NAME = 'Online';

/**
 * The select every game read shares: the game's own columns as GAME_ROW_FIELDS lists them,
 * and, by read-only joins (games.tables.ts), its venue's name, address, map link and time
 * zone, its event's title and its host's name and number. `?` is the league's time zone,
 * the one an online game is shown in.
 */
const SELECT_GAME_ROWS = `select ${selectListOf(GAME_ROW_FIELDS, 'g')},
    coalesce(v.title, '${NO_VENUE_NAME}') as "venueName", v.address as "venueAddress", v.city as "venueCity", v.state as "venueState",
    v.map_url as "venueMapURL", coalesce(v.time_zone, ?) as "venueTimeZone",
    e.title as "eventName", h.title as "hostName", h.player_number as "hostNumber"
  from games g
  left join venues v on v.venue_id = g.venue_id
  left join events e on e.event_id = g.event_id
  left join players h on h.player_id = g.host_id`;

/** Hides unlisted games from a viewer who may not see them (append to a where clause). */
export const listedFor = (viewer: GameViewer): string => (viewer.seesUnlisted ? 'true' : 'not g.unlisted');

type SelectedRow = Omit<GameRow, 'displayTitle'>;

/** Runs SELECT_GAME_ROWS with `rest` (where, order, limit) and answers rows shaped for the viewer. */
export async function selectGameRows(sql: SqlReads, site: SiteInfo, viewer: GameViewer, rest: string, params: readonly unknown[]): Promise<GameRow[]> {
  const rows = await sql.query<SelectedRow>(`${SELECT_GAME_ROWS} ${rest}`, [site.leagueTimeZone, ...params]);
  return rows.map((row) => gameRowFor(viewer, { ...row, displayTitle: displayGameTitle(row) }));
}
