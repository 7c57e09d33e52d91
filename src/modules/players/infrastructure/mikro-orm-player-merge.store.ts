import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionCache } from '../../../shared/application/auth/session-cache.js';
import type { MergedGame } from '../../../shared/application/player-merge.js';
import { isoInstantOf } from '../../../shared/application/sql-reads.js';
import { PlayerMergeReads, PlayerMergeStore } from '../application/ports/player-merge.store.js';
import type { MergeCandidate, PlayerMerge } from '../domain/player-merge.js';

/** The players and player_merges tables in a merge (the module's other player columns are moved as players.tables.ts declares). */
@Injectable()
export class MikroOrmPlayerMergeStore extends PlayerMergeStore {
  constructor(
    private readonly em: EntityManager,
    private readonly sessionCache: SessionCache,
  ) {
    super();
  }

  async lockPair(
    survivorID: number,
    duplicateID: number,
  ): Promise<{ survivor: MergeCandidate | null; duplicate: MergeCandidate | null }> {
    const rows = await this.em.execute<MergeCandidate[]>(
      `select player_id as "playerID", player_number as "playerNumber", title, user_type as "userType", alternate_player_numbers as "alternatePlayerNumbers",
          profile_image as "profileImage"
        from players where player_id in (?, ?) order by player_id for update`,
      [survivorID, duplicateID],
    );
    return {
      survivor: rows.find((row) => row.playerID === survivorID) ?? null,
      duplicate: rows.find((row) => row.playerID === duplicateID) ?? null,
    };
  }

  async absorb(
    survivor: MergeCandidate,
    duplicate: MergeCandidate,
    alternatePlayerNumbers: string,
  ): Promise<Record<string, number>> {
    const to = survivor.playerID;
    const from = duplicate.playerID;
    // The module's other player columns (sessions, reset links, card requests, the merge log) are declared in players.tables.ts and moved before this.
    await this.em.execute('update players set alternate_player_numbers = ? where player_id = ?', [
      alternatePlayerNumbers,
      to,
    ]);
    // A survivor without a picture takes the duplicate's (the stored file stays under its random name).
    const profileImage = !survivor.profileImage && duplicate.profileImage ? 1 : 0;
    if (profileImage)
      await this.em.execute('update players set profile_image = ? where player_id = ?', [duplicate.profileImage, to]);
    await this.em.execute('delete from players where player_id = ?', [from]);
    // The duplicate's sessions were dropped with it: forgotten here too, and its sockets ended (SessionCache.onForget).
    this.sessionCache.forgetPlayer(from);
    return { profileImage };
  }

  async gamesOf(gameIDs: readonly number[]): Promise<MergedGame[]> {
    if (!gameIDs.length) return [];
    const rows = await this.em.execute<(Omit<MergedGame, 'gameAt'> & { gameAt: string | Date })[]>(
      `select game_id as "gameID", venue_id as "venueID", event_id as "eventID", game_at as "gameAt", ended_at is not null as ended
        from games where game_id in (${gameIDs.map(() => '?').join(', ')}) order by game_at, game_id`,
      [...gameIDs],
    );
    return rows.map((row) => ({ ...row, gameAt: new Date(row.gameAt).toISOString() }));
  }

  async log(entry: {
    mergedByID: number;
    survivorID: number;
    duplicateID: number;
    duplicateNumber: number;
    duplicateTitle: string;
    moved: Record<string, number>;
  }): Promise<number> {
    const [{ mergeID }] = await this.em.execute<{ mergeID: number }[]>(
      `insert into player_merges (merged_by_id, survivor_id, duplicate_id, duplicate_number, duplicate_title, moved) values (?, ?, ?, ?, ?, ?::jsonb) returning merge_id as "mergeID"`,
      [
        entry.mergedByID,
        entry.survivorID,
        entry.duplicateID,
        entry.duplicateNumber,
        entry.duplicateTitle,
        JSON.stringify(entry.moved),
      ],
    );
    return mergeID;
  }
}

/** The merge log read for one survivor. */
@Injectable()
export class MikroOrmPlayerMergeReads extends PlayerMergeReads {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async mergesOf(playerID: number): Promise<PlayerMerge[] | null> {
    const [player] = await this.em.execute<{ playerID: number }[]>(
      'select player_id as "playerID" from players where player_id = ?',
      [playerID],
    );
    if (!player) return null;
    return this.em.execute<PlayerMerge[]>(
      `select m.merge_id as "mergeID", ${isoInstantOf('m.merged_at')} as "mergedAt", m.merged_by_id as "mergedByID", b.title as "mergedByTitle",
          m.survivor_id as "survivorID", m.duplicate_id as "duplicateID", m.duplicate_number as "duplicateNumber", m.duplicate_title as "duplicateTitle", m.moved
        from player_merges m left join players b on b.player_id = m.merged_by_id
        where m.survivor_id = ? order by m.merged_at desc, m.merge_id desc`,
      [playerID],
    );
  }
}
