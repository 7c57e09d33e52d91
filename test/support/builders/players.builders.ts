/** Players and accounts, through the players module's demo seeder (its hasher, number rule and bulk writer). */
import { TEST_ARGON2_COST } from '../../../src/modules/players/infrastructure/argon2.password-hasher.js';
import {
  PlayersDemoSeeder,
  type DemoPlayerInput,
} from '../../../src/modules/players/infrastructure/players.demo-seeder.js';
import { UserType } from '../../../src/shared/domain/user-type.js';
import { api } from '../api.js';
import { inTransaction, nextNumber, TEST_PASSWORD, type BuildTarget } from './build-target.js';

export interface BuiltPlayer {
  readonly playerID: number;
  readonly playerNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  /** "first last" */
  readonly title: string;
  readonly email: string | null;
  readonly userType: number;
  /** null for a player without an account */
  readonly userName: string | null;
  readonly password: string;
  /** Logs in through the API; answers the authToken. */
  login(): Promise<string>;
}

export type PlayerOptions = Partial<
  Pick<
    DemoPlayerInput,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'userName'
    | 'userType'
    | 'banned'
    | 'suspended'
    | 'unverified'
    | 'playerNumber'
  >
>;

/** Logs in through the API and answers the authToken; throws with the API's words when refused. */
export async function logIn(
  target: Pick<BuildTarget, 'url'>,
  userName: string,
  password: string = TEST_PASSWORD,
): Promise<string> {
  const { body } = await api(target).post<{ authToken?: string; error?: string }>('/v1/user/login', {
    userName,
    password,
  });
  if (!body.authToken) throw new Error(`login as ${userName} failed: ${body.error}`);
  return body.authToken;
}

function playerInput(options: PlayerOptions, withAccount: boolean): DemoPlayerInput {
  const n = nextNumber();
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? `Player ${n}`;
  const userName = options.userName !== undefined ? options.userName : withAccount ? `test-player-${n}` : null;
  return {
    firstName,
    lastName,
    title: `${firstName} ${lastName}`,
    email: options.email !== undefined ? options.email : `test-player-${n}@test.example`,
    userName,
    userType: options.userType ?? UserType.Player,
    registeredAt: userName ? new Date() : null,
    unverified: options.unverified ?? false,
    banned: options.banned ?? false,
    suspended: options.suspended ?? false,
    ...(options.playerNumber === undefined ? {} : { playerNumber: options.playerNumber }),
  };
}

async function addPlayers(target: BuildTarget, inputs: readonly DemoPlayerInput[]): Promise<BuiltPlayer[]> {
  const added = await inTransaction(target, (em) =>
    new PlayersDemoSeeder(em, TEST_ARGON2_COST).addPlayers(inputs, TEST_PASSWORD),
  );
  return inputs.map((input, i) => {
    const userName = input.userName ?? null;
    return {
      playerID: added[i]!.playerID,
      playerNumber: added[i]!.playerNumber,
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title,
      email: input.email ?? null,
      userType: input.userType ?? UserType.Player,
      userName,
      password: TEST_PASSWORD,
      login: () => {
        if (!userName) throw new Error(`${input.title} has no account to log in with`);
        return logIn(target, userName);
      },
    };
  });
}

/** A player with an account (userName and TEST_PASSWORD), a Player (1) unless told. */
export async function aPlayer(target: BuildTarget, options: PlayerOptions = {}): Promise<BuiltPlayer> {
  return (await addPlayers(target, [playerInput(options, true)]))[0]!;
}

/** `count` players without accounts (one insert), as a host would add them at the door. */
export async function somePlayers(
  target: BuildTarget,
  count: number,
  options: Omit<PlayerOptions, 'userName' | 'playerNumber'> = {},
): Promise<BuiltPlayer[]> {
  return addPlayers(
    target,
    Array.from({ length: count }, () => playerInput({ ...options, userName: null }, false)),
  );
}

/** The six roles, lowest level last; each userName is the role's name. */
export const ROLES = {
  owner: { userType: UserType.Owner, firstName: 'Olivia', lastName: 'Owner' },
  admin: { userType: UserType.Admin, firstName: 'Adam', lastName: 'Admin' },
  manager: { userType: UserType.Manager, firstName: 'Maria', lastName: 'Manager' },
  host: { userType: UserType.Host, firstName: 'Hank', lastName: 'Host' },
  assistant: { userType: UserType.Assistant, firstName: 'Asha', lastName: 'Assistant' },
  player: { userType: UserType.Player, firstName: 'Pat', lastName: 'Player' },
} as const;

export type RoleName = keyof typeof ROLES;

/**
 * One account of each role (one insert, one password hash), userName = role name
 * ("manager" logs in as a Manager), password TEST_PASSWORD. startTestApp() makes
 * these for every suite; call it yourself only on a database you set up alone.
 */
export async function anAccountOfEachRole(target: BuildTarget): Promise<Record<RoleName, BuiltPlayer>> {
  const names = Object.keys(ROLES) as RoleName[];
  const built = await addPlayers(
    target,
    names.map((role) => playerInput({ ...ROLES[role], userName: role, email: `${role}@test.example` }, true)),
  );
  return Object.fromEntries(names.map((role, i) => [role, built[i]!])) as Record<RoleName, BuiltPlayer>;
}
