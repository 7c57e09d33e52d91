import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SecurityNoticeMailStore } from '../application/ports/security-notice-mail.store.js';
import type { SecurityNotice } from '../domain/security-notice.event.js';

@Injectable()
export class MikroOrmSecurityNoticeMailStore extends SecurityNoticeMailStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async claim(playerID: number, notice: SecurityNotice, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>(
      'insert into security_notice_mails (player_id, notice, at) values (?, ?, ?) on conflict do nothing returning player_id',
      [playerID, notice, at],
    );
    return rows.length > 0;
  }
}
