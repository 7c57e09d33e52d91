import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { UserType } from '../shared/domain/user-type.js';
import { PlayerEntity } from '../modules/players/infrastructure/player.entity.js';

export const DEMO_PASSWORD = 'demo-league';

/** One account per role (README lists them); demo data and tests only. */
export const DEMO_ACCOUNTS = [
  { userName: 'owner', userType: UserType.Owner, firstName: 'Olivia', lastName: 'Owner', playerNumber: 9000001 },
  { userName: 'admin', userType: UserType.Admin, firstName: 'Adam', lastName: 'Admin', playerNumber: 9000002 },
  { userName: 'manager', userType: UserType.Manager, firstName: 'Maria', lastName: 'Manager', playerNumber: 9000003 },
  { userName: 'host', userType: UserType.Host, firstName: 'Hank', lastName: 'Host', playerNumber: 9000004 },
  { userName: 'assistant', userType: UserType.Assistant, firstName: 'Asha', lastName: 'Assistant', playerNumber: 9000005 },
  { userName: 'player', userType: UserType.Player, firstName: 'Pat', lastName: 'Player', playerNumber: 9000006 },
] as const;

export type DemoUserName = (typeof DEMO_ACCOUNTS)[number]['userName'];

/** Inserts the six accounts; answers playerID by userName. */
export async function seedRoleAccounts(em: EntityManager, at: Date): Promise<Record<DemoUserName, number>> {
  const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
  const players = DEMO_ACCOUNTS.map((account) =>
    em.create(PlayerEntity, {
      ...account,
      title: `${account.firstName} ${account.lastName}`,
      email: `${account.userName}@demo.freepokerleague.example`,
      passwordHash,
      registeredAt: at,
      unverified: false,
    }),
  );
  await em.flush();
  return Object.fromEntries(players.map((player) => [player.userName!, player.playerID])) as Record<DemoUserName, number>;
}
