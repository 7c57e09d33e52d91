import { UserType } from '../shared/domain/user-type.js';
import type { DemoPlayerInput } from '../modules/players/infrastructure/players.demo-seeder.js';

/** Every demo account's password (README lists the accounts). */
export const DEMO_PASSWORD = 'demo-league';

/** One account per role (README lists them); demo data only: tests build their own (test/support/builders.ts). */
export const DEMO_ACCOUNTS = [
  { userName: 'owner', userType: UserType.Owner, firstName: 'Olivia', lastName: 'Owner', playerNumber: 9000001 },
  { userName: 'admin', userType: UserType.Admin, firstName: 'Adam', lastName: 'Admin', playerNumber: 9000002 },
  { userName: 'manager', userType: UserType.Manager, firstName: 'Maria', lastName: 'Manager', playerNumber: 9000003 },
  { userName: 'host', userType: UserType.Host, firstName: 'Hank', lastName: 'Host', playerNumber: 9000004 },
  {
    userName: 'assistant',
    userType: UserType.Assistant,
    firstName: 'Asha',
    lastName: 'Assistant',
    playerNumber: 9000005,
  },
  { userName: 'player', userType: UserType.Player, firstName: 'Pat', lastName: 'Player', playerNumber: 9000006 },
] as const;

export type DemoUserName = (typeof DEMO_ACCOUNTS)[number]['userName'];

/** The six role accounts as players to add, registered at `at`. */
export function planRoleAccounts(at: Date): DemoPlayerInput[] {
  return DEMO_ACCOUNTS.map((account) => ({
    ...account,
    title: `${account.firstName} ${account.lastName}`,
    email: `${account.userName}@demo.freepokerleague.example`,
    registeredAt: at,
    unverified: false,
  }));
}
