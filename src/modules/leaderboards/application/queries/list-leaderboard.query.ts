import { Query } from '@nestjs/cqrs';
import { JsonText } from '../../../../shared/application/json-text.js';
import type { Rows } from '../../../../shared/application/rows.js';
import type { LeaderboardPage } from '../../domain/leaderboard-page.js';
import type { LeaderboardRow } from '../../domain/standings-calls.js';
import { type StandingsRequest } from '../standings-source.js';

export class ListLeaderboardQuery extends Query<Rows<LeaderboardRow>> {
  constructor(
    readonly request: StandingsRequest,
    readonly page: LeaderboardPage | null,
  ) {
    super();
  }
}

/**
 * The same leaderboard as the API sends it, as JSON text: a page of the read model's rows is
 * serialized by PostgreSQL (row_to_json, byte for byte what JSON.stringify writes of the rows),
 * so the query path turns no row into an object (issue 24). Any other read goes by the rows.
 */
export class ListLeaderboardJsonQuery extends Query<JsonText<Rows<LeaderboardRow>>> {
  constructor(
    readonly request: StandingsRequest,
    readonly page: LeaderboardPage | null,
  ) {
    super();
  }
}
