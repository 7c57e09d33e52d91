import { Injectable } from '@nestjs/common';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { GameChangedEvent } from '../../games/domain/game-changed.event.js';
import { EndedGameEditedEvent } from '../../points/domain/ended-game-edited.event.js';
import { GameEndedEvent } from '../../points/domain/game-ended.event.js';
import { PlayersMergedEvent } from '../../players/domain/player-merge.js';
import { distinctScopes, standingsScopesOf, type StandingsScope } from '../domain/standings-scope.js';
import { StandingsQueue } from './standings.queue.js';

/** Asks for a rebuild of the whole read model (the demo league just seeded). */
export const STANDINGS_REBUILD_REQUESTED = 'StandingsRebuildRequested';

/** Where a payload's game counts: `{ venueID, eventID, gameAt }`; none when malformed. */
function scopesOfPlace(place: unknown, zone: string): StandingsScope[] {
  if (typeof place !== 'object' || place === null) return [];
  const { venueID, eventID, gameAt } = place as Record<string, unknown>;
  const at = typeof gameAt === 'string' ? new Date(gameAt) : null;
  if (!at || Number.isNaN(at.getTime())) return [];
  const id = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
  return standingsScopesOf({ venueID: id(venueID), eventID: id(eventID), gameAt: at }, zone);
}

/** A game's scopes, queued (only that: the work is the standings jobs'). */
abstract class GameScopesSubscriber extends DomainEventSubscriber {
  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    await this.queue.recompute(scopesOfPlace(payload, this.site.leagueTimeZone));
  }
}

/**
 * A game ended or was corrected: only its players' records changed (a player removed after
 * an ending is an EndedGameEdited, which recomputes whole scopes), so only their rows are.
 */
@Injectable()
export class GameEndedSubscriber extends DomainEventSubscriber {
  readonly eventType = GameEndedEvent.type;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    const scopes = scopesOfPlace(payload, this.site.leagueTimeZone);
    const { gameID } = payload;
    if (typeof gameID === 'number' && Number.isInteger(gameID)) await this.queue.recomputeGame(gameID, scopes);
    else await this.queue.recompute(scopes);
  }
}

/** A record of an ended game changed without a new ending. */
@Injectable()
export class EndedGameEditedSubscriber extends GameScopesSubscriber {
  readonly eventType = EndedGameEditedEvent.type;

  constructor(queue: StandingsQueue, site: SiteInfo) {
    super(queue, site);
  }
}

/** A game was saved again (canceled, moved) or deleted: queue the scopes it counted in and counts in now. */
@Injectable()
export class GameChangedSubscriber extends DomainEventSubscriber {
  readonly eventType = GameChangedEvent.type;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    const zone = this.site.leagueTimeZone;
    await this.queue.recompute([...scopesOfPlace(payload.before, zone), ...scopesOfPlace(payload.after, zone)]);
  }
}

/** The whole read model, after records were written in bulk (the demo seeder). */
@Injectable()
export class StandingsRebuildSubscriber extends DomainEventSubscriber {
  readonly eventType = STANDINGS_REBUILD_REQUESTED;

  constructor(private readonly queue: StandingsQueue) {
    super();
  }

  async handle(): Promise<void> {
    await this.queue.rebuild();
  }
}

/** A duplicate player was merged into another: the scopes of the games whose records moved (payload `games`: their places). */
@Injectable()
export class PlayersMergedSubscriber extends DomainEventSubscriber {
  readonly eventType = PlayersMergedEvent.type;

  constructor(
    private readonly queue: StandingsQueue,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    const games = Array.isArray(payload.games) ? (payload.games as unknown[]) : [];
    await this.queue.recompute(distinctScopes(games.flatMap((game) => scopesOfPlace(game, this.site.leagueTimeZone))));
  }
}
