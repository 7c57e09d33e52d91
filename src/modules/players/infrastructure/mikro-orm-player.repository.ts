import { Injectable } from '@nestjs/common';
import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import type { Player } from '../domain/player.js';
import { PLAYER_FIELDS } from '../domain/player.fields.js';
import { AUTOMATIC_PLAYER_NUMBERS, nextAutomaticPlayerNumber } from '../domain/player-number.js';
import { PlayerHasHistoryError, PlayerNumberTakenError, UserNameTakenError } from '../domain/players.errors.js';
import { PlayerRepository, type PlayerHistory } from '../application/ports/player.repository.js';

/** Every player number and alternate number in a range (`first, last, first, last`). */
const NUMBERS_IN_USE = `select player_number as n from players where player_number between ? and ?
  union all
  select alternate::int as n from players, unnest(string_to_array(alternate_player_numbers, ',')) alternate
    where alternate ~ '^[0-9]{1,9}$' and alternate::int between ? and ?`;
import { PlayerEntity } from './player.entity.js';

/** Any number: one advisory lock key for handing out automatic player numbers. */
const AUTOMATIC_NUMBER_LOCK = 7_340_011;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The form's fields of the entity, as PLAYER_FIELDS lists them (instants as ISO text). */
export function toPlayer(entity: PlayerEntity): Player {
  return {
    ...fieldsOf(PLAYER_FIELDS, entity),
    registeredAt: iso(entity.registeredAt),
    lastLoginAt: iso(entity.lastLoginAt),
    createdAt: iso(entity.createdAt),
  } as Player;
}

/** The fields a save writes: the form's, without the id and what the server keeps. */
function writtenFields(player: Player): Partial<PlayerEntity> {
  const { playerID: _id, registeredAt: _r, lastLoginAt: _l, totalLogins: _t, createdAt: _c, ...fields } = player;
  return { ...fields, playerNumber: fields.playerNumber ?? undefined } as Partial<PlayerEntity>;
}

@Injectable()
export class MikroOrmPlayerRepository extends PlayerRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(playerID: number): Promise<Player | null> {
    const entity = await this.em.findOne(PlayerEntity, { playerID });
    return entity ? toPlayer(entity) : null;
  }

  /** Another player's number, or one of another player's alternate numbers (a merged duplicate's old card still scans to it). */
  async findSameNameAndEmail(
    firstName: string,
    lastName: string,
    email: string,
  ): Promise<{ playerID: number; playerNumber: number } | null> {
    const [row] = await this.em.execute<{ playerID: number; playerNumber: number }[]>(
      `select player_id as "playerID", player_number as "playerNumber" from players
        where lower(trim(first_name)) = lower(trim(?)) and lower(trim(last_name)) = lower(trim(?)) and lower(trim(email)) = lower(trim(?))
        order by player_id limit 1`,
      [firstName, lastName, email],
    );
    return row ?? null;
  }

  async isPlayerNumberTaken(playerNumber: number, exceptPlayerID: number): Promise<boolean> {
    const [{ taken }] = await this.em.execute<{ taken: boolean }[]>(
      `select exists (select 1 from players where player_id <> ? and (player_number = ? or string_to_array(alternate_player_numbers, ',') @> array[?::text])) as taken`,
      [exceptPlayerID, playerNumber, String(playerNumber)],
    );
    return taken;
  }

  async nextAutomaticNumber(): Promise<number> {
    await this.em.execute('select pg_advisory_xact_lock(?)', [AUTOMATIC_NUMBER_LOCK]);
    const { first, last } = AUTOMATIC_PLAYER_NUMBERS;
    // Alternate numbers (merged duplicates' old cards) count as in use: handing one out again would make an old card scan to a stranger.
    const [{ highest }] = await this.em.execute<{ highest: number | null }[]>(
      `select max(n) as highest from (${NUMBERS_IN_USE}) used`,
      [first, last, first, last],
    );
    if (highest === null || highest < last) return nextAutomaticPlayerNumber(highest === null ? [] : [highest]);
    const rows = await this.em.execute<{ n: number }[]>(NUMBERS_IN_USE, [first, last, first, last]);
    return nextAutomaticPlayerNumber(rows.map((row) => row.n));
  }

  async save(player: Player): Promise<Player> {
    const fields = writtenFields(player);
    const entity = player.playerID
      ? await this.em.findOneOrFail(PlayerEntity, { playerID: player.playerID })
      : this.em.create(PlayerEntity, fields as PlayerEntity);
    this.em.assign(entity, fields);
    try {
      await this.em.flush();
    } catch (error) {
      // Two saves with the same number or userName at once: the unique indexes decide.
      if (error instanceof UniqueConstraintViolationException) {
        throw /user_name/.test(String(error.message)) ? new UserNameTakenError() : new PlayerNumberTakenError();
      }
      throw error;
    }
    return toPlayer(entity);
  }

  async historyOf(playerID: number): Promise<PlayerHistory> {
    const [counts] = await this.em.execute<PlayerHistory[]>(
      `select (select count(*) from points where player_id = ?)::int as "pointRecords",
        ((select count(*) from games where host_id = ?) + (select count(*) from points where host_id = ?))::int as "hostedGames",
        (select count(*) from deposits where host_id = ?)::int as deposits`,
      [playerID, playerID, playerID, playerID],
    );
    return counts!;
  }

  async delete(playerID: number): Promise<void> {
    try {
      await this.em.nativeDelete(PlayerEntity, { playerID });
    } catch (error) {
      // History recorded since historyOf() was asked: the foreign keys decide.
      if (error instanceof ForeignKeyConstraintViolationException) throw new PlayerHasHistoryError('point records');
      throw error;
    }
  }
}
