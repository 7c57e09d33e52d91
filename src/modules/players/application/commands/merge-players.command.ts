import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { PlayerMergeSteps, type MergedGame } from '../../../../shared/application/player-merge.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { GAME_READS } from '../../../games/application/game-reads.js';
import { STANDINGS_READS } from '../../../leaderboards/application/standings-reads.js';
import { POST_READS } from '../../../posts/application/post-reads.js';
import { VENUE_READS } from '../../../venues/application/venue-reads.js';
import { checkMergeAllowed, mergedAlternateNumbers, PlayersMergedEvent, type PlayerMerge } from '../../domain/player-merge.js';
import { MergePlayerNotFoundError } from '../../domain/player-merge.errors.js';
import { PlayerMergeReads, PlayerMergeStore } from '../ports/player-merge.store.js';

export class MergePlayersCommand extends Command<PlayerMerge> {
  constructor(
    readonly survivorID: number,
    readonly duplicateID: number,
    readonly caller: AuthenticatedUser,
  ) {
    super();
  }
}

/**
 * Merges the duplicate into the survivor in one transaction (docs/decisions.md "Merging
 * duplicate players"): both players locked, every module's checks, then every module's
 * rows moved, the duplicate's numbers kept as the survivor's alternates, the duplicate
 * removed, the log written and PlayersMerged put in the outbox (the standings and invite
 * years of the games touched are recomputed by the workers from it).
 */
@CommandHandler(MergePlayersCommand)
export class MergePlayersHandler implements ICommandHandler<MergePlayersCommand> {
  constructor(
    private readonly store: PlayerMergeStore,
    private readonly log: PlayerMergeReads,
    private readonly steps: PlayerMergeSteps,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ survivorID, duplicateID, caller }: MergePlayersCommand): Promise<PlayerMerge> {
    const mergeID = await this.unitOfWork.run(async () => {
      const { survivor, duplicate } = await this.store.lockPair(survivorID, duplicateID);
      if (!survivor) throw new MergePlayerNotFoundError('survivorID');
      if (!duplicate) throw new MergePlayerNotFoundError('duplicateID');
      checkMergeAllowed(caller, survivor, duplicate);
      const alternates = mergedAlternateNumbers(survivor, duplicate);
      const pair = { survivorID, duplicateID };
      for (const step of this.steps.all()) await step.check(pair);

      const moved: Record<string, number> = {};
      const playedGames: MergedGame[] = [];
      const hostedGames: MergedGame[] = [];
      for (const step of this.steps.all()) {
        const result = await step.move(pair);
        Object.assign(moved, result.moved);
        playedGames.push(...(result.playedGames ?? []));
        hostedGames.push(...(result.hostedGames ?? []));
      }
      Object.assign(moved, await this.store.absorb(survivor, duplicate, alternates));
      const sorted = Object.fromEntries(Object.entries(moved).sort(([a], [b]) => a.localeCompare(b)));
      const id = await this.store.log({ mergedByID: caller.playerID, survivorID, duplicateID, duplicateNumber: duplicate.playerNumber, duplicateTitle: duplicate.title, moved: sorted });
      await this.outbox.add(PlayersMergedEvent.type, new PlayersMergedEvent({ mergeID: id, survivorID, duplicateID }, playedGames, hostedGames).toPayload());
      return id;
    });
    // Lists naming players (game players, hosts, authors, standings) are answered afresh.
    await this.readCache.drop(GAME_READS, VENUE_READS, POST_READS, STANDINGS_READS);
    const merges = (await this.log.mergesOf(survivorID)) ?? [];
    return merges.find((merge) => merge.mergeID === mergeID)!;
  }
}
