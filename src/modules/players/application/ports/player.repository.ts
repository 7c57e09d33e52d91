import type { Player } from '../../domain/player.js';

/** What a player's history holds, for refusing a delete (each a count). */
export interface PlayerHistory {
  /** Point records as a player (games played). */
  pointRecords: number;
  /** Games hosted (as the game's host or an entry's acting host). */
  hostedGames: number;
  deposits: number;
}

/** The player record as the player form sees it (PLAYER_FIELDS), for saving and deleting players. */
export abstract class PlayerRepository {
  abstract findByID(playerID: number): Promise<Player | null>;
  /** Whether another player (not exceptPlayerID) has this player number. */
  abstract isPlayerNumberTaken(playerNumber: number, exceptPlayerID: number): Promise<boolean>;
  /**
   * A player with this first name, last name and email (each trimmed, any case), if any:
   * a new player like that is likely a duplicate (issue 19 item 11).
   */
  abstract findSameNameAndEmail(
    firstName: string,
    lastName: string,
    email: string,
  ): Promise<{ playerID: number; playerNumber: number } | null>;
  /**
   * The next automatic number (product §3.1). Holds a transaction-scoped lock until the
   * surrounding unit of work ends, so two players added at once never get the same one.
   */
  abstract nextAutomaticNumber(): Promise<number>;
  /** Adds (playerID 0) or updates the player's form fields; answers the record as saved. */
  abstract save(player: Player): Promise<Player>;
  abstract historyOf(playerID: number): Promise<PlayerHistory>;
  abstract delete(playerID: number): Promise<void>;
}
