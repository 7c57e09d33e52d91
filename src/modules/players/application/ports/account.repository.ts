/** The account side of a player: what logging in and passwords need. */
export interface Account {
  playerID: number;
  playerNumber: number;
  userName: string | null;
  firstName: string;
  lastName: string;
  title: string;
  email: string | null;
  userType: number;
  passwordHash: string | null;
  /** Banned by an admin: no log-in, and no session works (security review, issue 18). */
  banned: boolean;
}

export interface NewOwner {
  userName: string;
  passwordHash: string;
  email: string;
  firstName: string;
  lastName: string;
  at: Date;
}

export abstract class AccountRepository {
  abstract findByUserName(userName: string): Promise<Account | null>;
  abstract findByID(playerID: number): Promise<Account | null>;
  /** Players matching every non-blank part of the reset form. */
  abstract findForPasswordReset(match: { email?: string; firstName?: string; lastName?: string }): Promise<Account[]>;
  abstract recordLogin(playerID: number, at: Date): Promise<void>;
  abstract setCredentials(playerID: number, userName: string, passwordHash: string): Promise<void>;
  abstract isUserNameTaken(userName: string, exceptPlayerID?: number): Promise<boolean>;
  /** Creates the owner account, or promotes and resets the existing account with that userName. */
  abstract upsertOwner(owner: NewOwner): Promise<Account>;
}
