import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../../shared/application/outbox.js';
import { PlayerReferenceMover, PlayerReferences } from '../../../../shared/application/player-merge.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import {
  checkMergeAllowed,
  mergedAlternateNumbers,
  PlayersMergedEvent,
  type PlayerMerge,
} from '../../domain/player-merge.js';
import { MergePlayerNotFoundError } from '../../domain/player-merge.errors.js';
import { PlayerMergeReads, PlayerMergeStore } from '../ports/player-merge.store.js';
import { SecurityLog } from '../../../../shared/application/security-log.js';
import { MergePlayersCommand } from './merge-players.command.js';

/**
 * Merges the duplicate into the survivor in one transaction
 * (docs/decisions/0077-merging-duplicate-players.md): both players locked, every module's checks, then
 * every module's declared player columns moved, the duplicate's numbers kept as the survivor's
 * alternates, the duplicate removed, the log written and PlayersMerged put in the outbox (the standings
 * and invite years of the games touched are recomputed by the workers from it).
 */
@CommandHandler(MergePlayersCommand)
export class MergePlayersHandler implements ICommandHandler<MergePlayersCommand> {
  constructor(
    private readonly store: PlayerMergeStore,
    private readonly log: PlayerMergeReads,
    private readonly references: PlayerReferences,
    private readonly mover: PlayerReferenceMover,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly readCache: ReadCache,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ survivorID, duplicateID, caller }: MergePlayersCommand): Promise<PlayerMerge> {
    const mergeID = await this.unitOfWork.run(async () => {
      const { survivor, duplicate } = await this.store.lockPair(survivorID, duplicateID);
      if (!survivor) throw new MergePlayerNotFoundError('survivorID');
      if (!duplicate) throw new MergePlayerNotFoundError('duplicateID');
      checkMergeAllowed(caller, survivor, duplicate);
      const alternates = mergedAlternateNumbers(survivor, duplicate);
      const pair = {
        survivorID,
        duplicateID,
        survivorNumber: survivor.playerNumber,
        duplicateNumber: duplicate.playerNumber,
      };
      // Every module's player columns, as their <module>.tables.ts declare them: all checks, then all moves.
      const references = this.references.all();
      await this.mover.check(pair, references);
      const { moved: referencesMoved, playedGameIDs, hostedGameIDs } = await this.mover.move(pair, references);
      const [playedGames, hostedGames] = [
        await this.store.gamesOf(playedGameIDs),
        await this.store.gamesOf(hostedGameIDs),
      ];
      const moved = { ...referencesMoved, ...(await this.store.absorb(survivor, duplicate, alternates)) };
      const sorted = Object.fromEntries(Object.entries(moved).sort(([a], [b]) => a.localeCompare(b)));
      const id = await this.store.log({
        mergedByID: caller.playerID,
        survivorID,
        duplicateID,
        duplicateNumber: duplicate.playerNumber,
        duplicateTitle: duplicate.title,
        moved: sorted,
      });
      await this.outbox.add(
        PlayersMergedEvent,
        new PlayersMergedEvent({ mergeID: id, survivorID, duplicateID }, playedGames, hostedGames).toPayload(),
      );
      return id;
    });
    // The tables the merge wrote (itself and its steps): every answer naming players, hosts or authors is answered afresh.
    await this.readCache.drop('players', 'points', 'games', 'events', 'posts', 'deposits', 'leaderboard_totals');
    await this.securityLog.record({
      kind: 'merge',
      outcome: 'success',
      actorID: caller.playerID,
      accountID: survivorID,
      address: caller.address ?? null,
      detail: `player ${duplicateID} merged into ${survivorID}`,
    });
    const merges = (await this.log.mergesOf(survivorID)) ?? [];
    return merges.find((merge) => merge.mergeID === mergeID)!;
  }
}
