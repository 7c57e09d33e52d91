import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { PlayerSearchRow } from '../../domain/player-row.js';
import { parseScannedPlayerNumber } from '../../domain/scanned-input.js';
import { PLAYER_SEARCH_LIMIT, SearchPlayersQuery } from './search-players.query.js';

const SELECT_ROWS = `select player_id as "playerID", player_number as "playerNumber", first_name as "firstName", last_name as "lastName", title,
    profile_image as "profileImage",
    count(*) over ()::int as total
  from players`;

/** The player with that number, or with it among its alternate numbers (an old card of a merged duplicate); a current number wins. */
const BY_NUMBER = `player_number = ? or string_to_array(alternate_player_numbers, ',') @> array[?::text] order by player_number = ? desc, player_id limit 1`;

type CountedRow = PlayerSearchRow & { total?: number };

/**
 * The player picker and search (product §2 "Player search"): a number or a card link
 * finds that player (by the unique number); anything else matches first, last or display
 * name by fragment, case-insensitively, by last then first name.
 */
@QueryHandler(SearchPlayersQuery)
export class SearchPlayersHandler implements IQueryHandler<SearchPlayersQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({ mode, text }: SearchPlayersQuery): Promise<Rows<PlayerSearchRow>> {
    const playerNumber = parseScannedPlayerNumber(text);
    if (playerNumber !== null)
      return this.answer(
        await this.sql.query<CountedRow>(`${SELECT_ROWS} where ${BY_NUMBER}`, [
          playerNumber,
          String(playerNumber),
          playerNumber,
        ]),
        1,
      );
    const fragment = text.trim().toLowerCase();
    if (mode === 'number' || fragment === '') return { rows: [], total: 0 };
    const like = `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.answer(
      await this.sql.query<CountedRow>(
        `${SELECT_ROWS} where lower(first_name) like ? or lower(last_name) like ? or lower(title) like ?
          order by lower(last_name), lower(first_name), player_id limit ${PLAYER_SEARCH_LIMIT}`,
        [like, like, like],
      ),
    );
  }

  /** `most`: the rows a lookup answers at most (a number finds one player, even where an alternate repeats it). */
  private answer(counted: CountedRow[], most?: number): Rows<PlayerSearchRow> {
    const total = Math.min(counted[0]?.total ?? 0, most ?? Infinity);
    return { rows: counted.map(({ total: _total, ...row }) => row), total };
  }
}
