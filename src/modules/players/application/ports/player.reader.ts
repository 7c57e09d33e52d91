export interface HostChoice {
  playerID: number;
  title: string;
}

/** Read side of players: straight to the database, no domain in between. */
export abstract class PlayerReader {
  abstract listByMinimumLevel(level: number): Promise<HostChoice[]>;
}
