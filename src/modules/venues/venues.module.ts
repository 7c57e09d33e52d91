import { Module } from '@nestjs/common';
import { DeleteSeriesHandler } from './application/commands/delete-series.handler.js';
import { DeleteVenueHandler } from './application/commands/delete-venue.handler.js';
import { SaveSeriesHandler } from './application/commands/save-series.handler.js';
import { SaveVenueHandler } from './application/commands/save-venue.handler.js';
import { SeriesRepository } from './application/ports/series.repository.js';
import { VenueRepository } from './application/ports/venue.repository.js';
import { GetSeriesHandler } from './application/queries/get-series.handler.js';
import { GetVenueHandler } from './application/queries/get-venue.handler.js';
import { ListSeriesHandler } from './application/queries/list-series.handler.js';
import { ListVenuesHandler } from './application/queries/list-venues.handler.js';
import { MikroOrmSeriesRepository } from './infrastructure/mikro-orm-series.repository.js';
import { MikroOrmVenueRepository } from './infrastructure/mikro-orm-venue.repository.js';
import { SeriesController } from './interface/series.controller.js';
import { VenuesController } from './interface/venues.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { VENUES_PLAYER_REFERENCES } from './venues.tables.js';

/**
 * Venues and their recurring events: the model module the others copy. Writes go through
 * its repositories; reads are its query handlers' own SQL (SqlReads); its entities are
 * listed in infrastructure/venues.entities.ts and the other modules' tables it reads in
 * venues.tables.ts.
 */
@Module({
  controllers: [VenuesController, SeriesController],
  providers: [
    declarePlayerReferences(VENUES_PLAYER_REFERENCES),
    { provide: VenueRepository, useClass: MikroOrmVenueRepository },
    { provide: SeriesRepository, useClass: MikroOrmSeriesRepository },
    SaveVenueHandler,
    DeleteVenueHandler,
    SaveSeriesHandler,
    DeleteSeriesHandler,
    ListVenuesHandler,
    GetVenueHandler,
    ListSeriesHandler,
    GetSeriesHandler,
  ],
})
export class VenuesModule {}
