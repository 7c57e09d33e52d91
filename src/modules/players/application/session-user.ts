import { sessionHostMode } from '../domain/credentials.js';
import type { Account } from './ports/account.repository.js';

/** What the site keeps after logging in (SPEC: "response is the user"). */
export interface SessionUser {
  playerID: number;
  playerNumber: number;
  userName: string | null;
  firstName: string;
  lastName: string;
  title: string;
  email: string | null;
  userType: number;
  hostMode: boolean;
  authToken?: string;
}

export function toSessionUser(account: Account, agreementAccepted: boolean, authToken?: string): SessionUser {
  return {
    playerID: account.playerID,
    playerNumber: account.playerNumber,
    userName: account.userName,
    firstName: account.firstName,
    lastName: account.lastName,
    title: account.title,
    email: account.email,
    userType: account.userType,
    hostMode: sessionHostMode(account.userType, agreementAccepted),
    ...(authToken ? { authToken } : {}),
  };
}
