import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type PublicVenue, type Venue } from '../../domain/venue.js';
import { type DayWindow } from '../day-window.js';

export class ListVenuesQuery extends Query<Rows<Venue | PublicVenue>> {
  constructor(
    /** 0: every venue, else the venues the player hosted at (a game or an event). */
    readonly playerID: number,
    /** Only venues with a game or a running event in it. */
    readonly window: DayWindow | undefined,
    /** The caller's userType (0 for visitors): staff fields are only for hosts and up. */
    readonly viewerLevel: number,
  ) {
    super();
  }
}
