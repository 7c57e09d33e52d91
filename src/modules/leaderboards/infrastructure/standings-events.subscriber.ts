import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { GameChangedEvent } from '../../games/domain/game-changed.event.js';
import { EndedGameEditedEvent } from '../../points/domain/ended-game-edited.event.js';
import { GameEndedEvent } from '../../points/domain/game-ended.event.js';
import { PlayersMergedEvent, type PlayersMergedNotice } from '../../players/domain/player-merge.js';
import { distinctScopes, standingsScopesOf } from '../domain/standings-scope.js';
import { StandingsRebuildRequestedEvent } from '../domain/standings-rebuild-requested.event.js';
import { StandingsQueue } from './standings.queue.js';

/**
 * A game ended or was corrected: only its players' records changed (a player removed after
 * an ending is an EndedGameEdited, which recomputes whole scopes), so only their rows are.
 */
@Injectable()
export class GameEndedSubscriber extends DomainEventSubscriber<GameEndedEvent> {
  readonly event = GameEndedEvent;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ game }: GameEndedEvent): Promise<void> {
    await this.queue.recomputeGame(game.gameID, standingsScopesOf(game, this.site.leagueTimeZone));
  }
}

/** A record of an ended game changed without a new ending: the game's scopes, whole. */
@Injectable()
export class EndedGameEditedSubscriber extends DomainEventSubscriber<EndedGameEditedEvent> {
  readonly event = EndedGameEditedEvent;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ game }: EndedGameEditedEvent): Promise<void> {
    await this.queue.recompute(standingsScopesOf(game, this.site.leagueTimeZone));
  }
}

/** A game was saved again (canceled, moved) or deleted: queue the scopes it counted in and counts in now. */
@Injectable()
export class GameChangedSubscriber extends DomainEventSubscriber<GameChangedEvent> {
  readonly event = GameChangedEvent;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ before, after }: GameChangedEvent): Promise<void> {
    const zone = this.site.leagueTimeZone;
    await this.queue.recompute([...standingsScopesOf(before, zone), ...(after ? standingsScopesOf(after, zone) : [])]);
  }
}

/** The whole read model, after records were written in bulk (the demo seeder). */
@Injectable()
export class StandingsRebuildSubscriber extends DomainEventSubscriber<StandingsRebuildRequestedEvent> {
  readonly event = StandingsRebuildRequestedEvent;

  constructor(private readonly queue: StandingsQueue) {
    super();
  }

  async handle(): Promise<void> {
    await this.queue.rebuild();
  }
}

/** A duplicate player was merged into another: the scopes of the ended games whose records moved. */
@Injectable()
export class PlayersMergedSubscriber extends DomainEventSubscriber<PlayersMergedNotice> {
  readonly event = PlayersMergedEvent;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle({ endedGames }: PlayersMergedNotice): Promise<void> {
    await this.queue.recompute(
      distinctScopes(endedGames.flatMap((game) => standingsScopesOf(game, this.site.leagueTimeZone))),
    );
  }
}
