import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type SeriesView } from '../series-view.js';

export class GetSeriesQuery extends Query<Rows<SeriesView>> {
  constructor(readonly eventID: number) {
    super();
  }
}
