import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import type { InviteAward } from '../domain/vegas-invites.js';
import { InviteAwardStore } from '../application/ports/invite-award.store.js';
import { InviteAwardEntity } from './invite-award.entity.js';

/** An advisory-lock class of its own, so an invite year's lock meets no other. */
const INVITE_YEAR_LOCK = 1_004_006;

@Injectable()
export class MikroOrmInviteAwardStore extends InviteAwardStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lockYear(inviteYear: number): Promise<void> {
    await this.em.execute('select pg_advisory_xact_lock(?, ?)', [INVITE_YEAR_LOCK, inviteYear]);
  }

  async replaceYear(inviteYear: number, awards: readonly InviteAward[]): Promise<void> {
    await this.em.execute('delete from invite_awards where invite_year = ?', [inviteYear]);
    await insertRows(
      this.em,
      InviteAwardEntity,
      awards.map((award) => ({ inviteYear, playerID: award.playerID, kind: award.kind, invites: award.invites, awardAt: award.at, venueID: award.venueID ?? null, gameID: award.gameID ?? null })),
    );
  }

  async claimInviteMail(playerID: number, month: string, kind: string): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>('insert into invite_mails (player_id, month, kind) values (?, ?, ?) on conflict do nothing returning player_id', [playerID, month, kind]);
    return rows.length > 0;
  }

  async claimStandingsMail(gameID: number, playerID: number): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>('insert into standings_mails (game_id, player_id) values (?, ?) on conflict do nothing returning player_id', [gameID, playerID]);
    return rows.length > 0;
  }
}
