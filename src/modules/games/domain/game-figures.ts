/** What the points screen's end sets on the game (GameNightGames.recordEnding, asked by the points module). */
export interface GameEndingFigures {
  readonly gameID: number;
  readonly totalPlayers: number;
  readonly totalRecords: number;
  /** The acting host who ended it. */
  readonly hostID: number;
  readonly endedAt: Date;
}

/** What deposits set on one game (product §3.4: earningsDeposited, earningsReconciled, depositID; RecordGameDepositsCommand). */
export interface GameDepositFigures {
  readonly gameID: number;
  /** Dollars, to the cent. */
  readonly earningsDeposited: number;
  readonly earningsReconciled: boolean;
  /** The latest deposit with an amount applied to the game; null when none is left. */
  readonly depositID: number | null;
}
