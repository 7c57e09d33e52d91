import { Command } from '@nestjs/cqrs';
import { type SeriesInput, type Series } from '../../domain/series.js';

export class SaveSeriesCommand extends Command<Series> {
  constructor(readonly event: SeriesInput) {
    super();
  }
}
