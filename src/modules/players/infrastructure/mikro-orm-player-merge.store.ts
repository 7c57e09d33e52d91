import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoInstantOf } from '../../../shared/application/sql-reads.js';
import { PlayerMergeReads, PlayerMergeStore } from '../application/ports/player-merge.store.js';
import type { MergeCandidate, PlayerMerge } from '../domain/player-merge.js';

const count = (rows: { count: number }[]): number => rows[0]?.count ?? 0;

/** The players, sessions (ended), password_resets, card_requests, card_request_mails and player_merges tables in a merge. */
@Injectable()
export class MikroOrmPlayerMergeStore extends PlayerMergeStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockPair(survivorID: number, duplicateID: number): Promise<{ survivor: MergeCandidate | null; duplicate: MergeCandidate | null }> {
    const rows = await this.em.execute<MergeCandidate[]>(
      `select player_id as "playerID", player_number as "playerNumber", title, user_type as "userType", alternate_player_numbers as "alternatePlayerNumbers",
          profile_image as "profileImage"
        from players where player_id in (?, ?) order by player_id for update`,
      [survivorID, duplicateID],
    );
    return { survivor: rows.find((row) => row.playerID === survivorID) ?? null, duplicate: rows.find((row) => row.playerID === duplicateID) ?? null };
  }

  async absorb(survivor: MergeCandidate, duplicate: MergeCandidate, alternatePlayerNumbers: string): Promise<Record<string, number>> {
    const moved = (sql: string, params: unknown[]) => this.em.execute<{ count: number }[]>(`with moved as (${sql} returning 1) select count(*)::int as count from moved`, params).then(count);
    const to = survivor.playerID;
    const from = duplicate.playerID;
    // The duplicate's sessions end with it: never handed to the survivor, whose level and
    // host mode a duplicate's device must not gain (security review, issue 18).
    await this.em.execute('delete from sessions where player_id = ?', [from]);
    // A reset link mailed to the duplicate must not set the survivor's password.
    await this.em.execute('delete from password_resets where player_id = ?', [from]);
    const cardRequests = await moved('update card_requests set player_number = ? where player_number = ?', [survivor.playerNumber, duplicate.playerNumber]);
    await this.em.execute('update card_requests set requested_by_id = ? where requested_by_id = ?', [to, from]);
    // A card request mailed to both keeps the survivor's record; one mailed to the duplicate only is the survivor's now (never mailed again).
    await this.em.execute('update card_request_mails m set player_id = ? where player_id = ? and not exists (select 1 from card_request_mails s where s.request_id = m.request_id and s.player_id = ?)', [to, from, to]);
    await this.em.execute('delete from card_request_mails where player_id = ?', [from]);
    const earlierMerges = await moved('update player_merges set survivor_id = ? where survivor_id = ?', [to, from]);
    await this.em.execute('update players set alternate_player_numbers = ? where player_id = ?', [alternatePlayerNumbers, to]);
    // A survivor without a picture takes the duplicate's (the stored file stays under its random name).
    const profileImage = !survivor.profileImage && duplicate.profileImage ? 1 : 0;
    if (profileImage) await this.em.execute('update players set profile_image = ? where player_id = ?', [duplicate.profileImage, to]);
    await this.em.execute('delete from players where player_id = ?', [from]);
    return { cardRequests, earlierMerges, profileImage };
  }

  async log(entry: { mergedByID: number; survivorID: number; duplicateID: number; duplicateNumber: number; duplicateTitle: string; moved: Record<string, number> }): Promise<number> {
    const [{ mergeID }] = await this.em.execute<{ mergeID: number }[]>(
      `insert into player_merges (merged_by_id, survivor_id, duplicate_id, duplicate_number, duplicate_title, moved) values (?, ?, ?, ?, ?, ?::jsonb) returning merge_id as "mergeID"`,
      [entry.mergedByID, entry.survivorID, entry.duplicateID, entry.duplicateNumber, entry.duplicateTitle, JSON.stringify(entry.moved)],
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
    const [player] = await this.em.execute<{ playerID: number }[]>('select player_id as "playerID" from players where player_id = ?', [playerID]);
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
