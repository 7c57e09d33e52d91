import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../../shared/application/rows.js';
import { type GameHistoryRow } from '../../domain/game-history.js';

export class GetGameHistoryQuery extends Query<Rows<GameHistoryRow>> {
  constructor(
    readonly gameID: number,
    readonly viewer: Pick<AuthenticatedUser, 'playerID' | 'userType'>,
  ) {
    super();
  }
}
