import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type DayWindow } from '../day-window.js';
import { type SeriesView } from '../series-view.js';

export class ListSeriesQuery extends Query<Rows<SeriesView>> {
  constructor(
    /** 0: every venue. */
    readonly venueID: number,
    /** Only events running in it. */
    readonly window?: DayWindow,
  ) {
    super();
  }
}
