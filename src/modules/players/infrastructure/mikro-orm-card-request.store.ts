import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CardRequestStore,
  type CardHolder,
  type StaffRecipient,
  type StoredCardRequest,
} from '../application/ports/card-request.store.js';
import { CardRequestEntity } from './card-request.entity.js';

/** An advisory-lock class of its own: one account's card requests are counted one at a time. */
const CARD_REQUEST_LOCK = 1_011_001;

const HOLDER_COLUMNS = 'player_id as "playerID", player_number as "playerNumber", title';

@Injectable()
export class MikroOrmCardRequestStore extends CardRequestStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findHolder(playerNumber: number): Promise<CardHolder | null> {
    const [holder] = await this.em.execute<CardHolder[]>(
      `select ${HOLDER_COLUMNS} from players where player_number = ?`,
      [playerNumber],
    );
    return holder ?? null;
  }

  async findPlayer(playerID: number): Promise<CardHolder | null> {
    const [holder] = await this.em.execute<CardHolder[]>(`select ${HOLDER_COLUMNS} from players where player_id = ?`, [
      playerID,
    ]);
    return holder ?? null;
  }

  async countSinceLocked(requestedByID: number, since: Date): Promise<number> {
    await this.em.execute('select pg_advisory_xact_lock(?, ?)', [CARD_REQUEST_LOCK, requestedByID]);
    const [row] = await this.em.execute<{ made: number }[]>(
      'select count(*)::int as made from card_requests where requested_by_id = ? and created_at > ?',
      [requestedByID, since],
    );
    return row?.made ?? 0;
  }

  async create(request: {
    playerNumber: number;
    instructions: string;
    requestedByID: number;
    createdAt: Date;
  }): Promise<number> {
    const entity = this.em.create(CardRequestEntity, request);
    await this.em.flush();
    return entity.requestID;
  }

  async find(requestID: number): Promise<StoredCardRequest | null> {
    const [row] = await this.em.execute<StoredCardRequest[]>(
      `select request_id as "requestID", player_number as "playerNumber", instructions, requested_by_id as "requestedByID", created_at as "createdAt"
       from card_requests where request_id = ?`,
      [requestID],
    );
    return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
  }

  staffRecipients(minimumLevel: number): Promise<StaffRecipient[]> {
    return this.em.execute<StaffRecipient[]>(
      `select player_id as "playerID", email from players
       where user_type >= ? and email is not null and email <> '' and not banned and not suspended order by player_id`,
      [minimumLevel],
    );
  }

  async claimMail(requestID: number, playerID: number): Promise<boolean> {
    const rows = await this.em.execute<{ player_id: number }[]>(
      'insert into card_request_mails (request_id, player_id) values (?, ?) on conflict do nothing returning player_id',
      [requestID, playerID],
    );
    return rows.length > 0;
  }
}
