import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { GameViewer } from '../../domain/game.js';
import type { GameRow } from '../../domain/game-row.js';

export class GetGameQuery extends Query<Rows<GameRow>> {
  constructor(
    readonly gameID: number,
    readonly viewer: GameViewer,
  ) {
    super();
  }
}
