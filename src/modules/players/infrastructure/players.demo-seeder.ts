import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTOMATIC_PLAYER_NUMBERS, nextAutomaticPlayerNumber } from '../domain/player-number.js';
import { type Argon2Cost, Argon2PasswordHasher, RECOMMENDED_ARGON2_COST } from './argon2.password-hasher.js';
import { MikroOrmPlayerBulkWriter, type NewPlayer } from './mikro-orm-player.bulk-writer.js';

/** A player to add; a blank player number gets the next automatic one, and one with a userName logs in with the shared password. */
export type DemoPlayerInput = Omit<NewPlayer, 'passwordHash' | 'playerNumber'> & { playerNumber?: number };

/**
 * The players module's part of the demo league, also used by the test
 * builders: players added through the module's own password hasher, number
 * rule and bulk writer. Every account gets the same password, hashed once
 * (argon2 is slow on purpose).
 */
export class PlayersDemoSeeder {
  private readonly writer: MikroOrmPlayerBulkWriter;
  private readonly hasher: Argon2PasswordHasher;

  /** `cost`: the app mode's (argon2CostFor); the demo league's accounts are hashed as the app would. */
  constructor(em: EntityManager, cost: Argon2Cost = RECOMMENDED_ARGON2_COST) {
    this.hasher = new Argon2PasswordHasher(cost);
    this.writer = new MikroOrmPlayerBulkWriter(em);
  }

  /** Answers the new players' ids and numbers in the order given (ids grow in that order). */
  async addPlayers(
    players: readonly DemoPlayerInput[],
    password: string,
  ): Promise<{ playerID: number; playerNumber: number }[]> {
    const passwordHash = players.some((player) => player.userName) ? await this.hasher.hash(password) : null;
    const numbered = players.some((player) => player.playerNumber === undefined)
      ? await this.numberBlanks(players)
      : players.map((player) => player.playerNumber!);
    const rows = players.map((player, i): NewPlayer => ({
      ...player,
      playerNumber: numbered[i]!,
      passwordHash: player.userName ? passwordHash : null,
    }));
    const ids = await this.writer.insert(rows);
    return ids.map((playerID, i) => ({ playerID, playerNumber: numbered[i]! }));
  }

  private async numberBlanks(players: readonly DemoPlayerInput[]): Promise<number[]> {
    const inUse = await this.writer.automaticNumbersInUse(AUTOMATIC_PLAYER_NUMBERS);
    for (const player of players) if (player.playerNumber !== undefined) inUse.push(player.playerNumber);
    let last = nextAutomaticPlayerNumber(inUse) - 1;
    return players.map((player) => player.playerNumber ?? (last = nextAutomaticPlayerNumber([last])));
  }
}
