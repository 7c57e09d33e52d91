/** A player as a card request names them. */
export interface CardHolder {
  playerID: number;
  playerNumber: number;
  title: string;
}

export interface StoredCardRequest {
  requestID: number;
  playerNumber: number;
  instructions: string;
  requestedByID: number | null;
  createdAt: Date;
}

/** Who is mailed about card requests: staff with an address. */
export interface StaffRecipient {
  playerID: number;
  email: string;
}

/** Card requests and their staff mail (players module tables card_requests, card_request_mails). */
export abstract class CardRequestStore {
  /** The player with that number, or null. */
  abstract findHolder(playerNumber: number): Promise<CardHolder | null>;
  abstract findPlayer(playerID: number): Promise<CardHolder | null>;
  /**
   * How many requests this account made since `since`, counted under a per-account lock
   * held to the end of the transaction, so two requests at once cannot both pass the limit.
   */
  abstract countSinceLocked(requestedByID: number, since: Date): Promise<number>;
  abstract create(request: {
    playerNumber: number;
    instructions: string;
    requestedByID: number;
    createdAt: Date;
  }): Promise<number>;
  abstract find(requestID: number): Promise<StoredCardRequest | null>;
  /** Managers (30) and up with an email, not banned or suspended. */
  abstract staffRecipients(minimumLevel: number): Promise<StaffRecipient[]>;
  /** Marks this request's mail to this staff member sent; false when it already was (a retried job). */
  abstract claimMail(requestID: number, playerID: number): Promise<boolean>;
}
