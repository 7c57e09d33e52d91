import { Module } from '@nestjs/common';
import { DeleteEventHandler } from './application/commands/delete-event.command.js';
import { DeleteVenueHandler } from './application/commands/delete-venue.command.js';
import { SaveEventHandler } from './application/commands/save-event.command.js';
import { SaveVenueHandler } from './application/commands/save-venue.command.js';
import { EventRepository } from './application/ports/event.repository.js';
import { VenueRepository } from './application/ports/venue.repository.js';
import { GetEventHandler } from './application/queries/get-event.query.js';
import { GetVenueHandler } from './application/queries/get-venue.query.js';
import { ListEventsHandler } from './application/queries/list-events.query.js';
import { ListVenuesHandler } from './application/queries/list-venues.query.js';
import { MikroOrmEventRepository } from './infrastructure/mikro-orm-event.repository.js';
import { MikroOrmVenueRepository } from './infrastructure/mikro-orm-venue.repository.js';
import { EventsController } from './interface/events.controller.js';
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
  controllers: [VenuesController, EventsController],
  providers: [
    declarePlayerReferences(VENUES_PLAYER_REFERENCES),
    { provide: VenueRepository, useClass: MikroOrmVenueRepository },
    { provide: EventRepository, useClass: MikroOrmEventRepository },
    SaveVenueHandler,
    DeleteVenueHandler,
    SaveEventHandler,
    DeleteEventHandler,
    ListVenuesHandler,
    GetVenueHandler,
    ListEventsHandler,
    GetEventHandler,
  ],
})
export class VenuesModule {}
