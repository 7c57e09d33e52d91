import { Module } from '@nestjs/common';
import { EmbedController } from './interface/embed.controller.js';

/**
 * The embeddable widgets (issue 23): framable HTML pages of a venue's standings, a player's
 * card and a venue's next games, for venues to show on their own sites. No tables of its
 * own: it asks the leaderboards, players, games and venues modules' queries (QueryBus).
 */
@Module({ controllers: [EmbedController] })
export class EmbedsModule {}
