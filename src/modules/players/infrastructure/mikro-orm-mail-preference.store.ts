import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MailPreferenceStore } from '../application/ports/mail-preference.store.js';

@Injectable()
export class MikroOrmMailPreferenceStore extends MailPreferenceStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async stopStandingsMail(playerID: number): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>(
      'update players set standings_mail = false where player_id = ? returning player_id',
      [playerID],
    );
    return rows.length > 0;
  }
}
