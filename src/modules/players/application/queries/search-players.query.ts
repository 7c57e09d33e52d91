import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { PlayerSearchRow } from '../../domain/player-row.js';
import { parseScannedPlayerNumber } from '../../domain/scanned-input.js';

/** The most rows a search answers (the picker shows them all; `total` counts every match). */
export const PLAYER_SEARCH_LIMIT = 25;

export class SearchPlayersQuery extends Query<Rows<PlayerSearchRow>> {
  constructor(
    /** 'number': the one player with that exact number; 'text': a name fragment, a number, or a pasted card link. */
    readonly mode: 'number' | 'text',
    readonly text: string,
  ) {
    super();
  }
}

const SELECT_ROWS = `select player_id as "playerID", player_number as "playerNumber", first_name as "firstName", last_name as "lastName", title,
    count(*) over ()::int as total
  from players`;

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
    if (playerNumber !== null) return this.answer(await this.sql.query<CountedRow>(`${SELECT_ROWS} where player_number = ?`, [playerNumber]));
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

  private answer(counted: CountedRow[]): Rows<PlayerSearchRow> {
    const total = counted[0]?.total ?? 0;
    return { rows: counted.map(({ total: _total, ...row }) => row), total };
  }
}
