import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { InstantRange } from '../../../../shared/domain/period.js';
import type { BonusRow } from '../../domain/bonus-rows.js';

/** The Vegas Invites read (bonus-rows.ts): playerID 0 the everyone list, else that player's awards. */
export class ListBonusesQuery extends Query<Rows<BonusRow>> {
  constructor(
    readonly scope: { readonly venueID: number; readonly eventID: number; readonly range: InstantRange },
    readonly playerID: number,
  ) {
    super();
  }
}
