import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { UserType } from '../../../shared/domain/user-type.js';
import { AccountRepository, type Account, type NewOwner } from '../application/ports/account.repository.js';
import { PlayerEntity } from './player.entity.js';

const lower = (column: string) => raw(`lower(${column})`);

function toAccount(player: PlayerEntity): Account {
  return {
    playerID: player.playerID,
    playerNumber: player.playerNumber,
    userName: player.userName,
    firstName: player.firstName,
    lastName: player.lastName,
    title: player.title,
    email: player.email,
    userType: player.userType,
    passwordHash: player.passwordHash,
    banned: player.banned,
  };
}

@Injectable()
export class MikroOrmAccountRepository extends AccountRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByUserName(userName: string): Promise<Account | null> {
    const player = await this.em.findOne(PlayerEntity, { [lower('user_name')]: userName.toLowerCase() });
    return player ? toAccount(player) : null;
  }

  async findByID(playerID: number): Promise<Account | null> {
    const player = await this.em.findOne(PlayerEntity, { playerID });
    return player ? toAccount(player) : null;
  }

  async findForPasswordReset(match: { email?: string; firstName?: string; lastName?: string }): Promise<Account[]> {
    const where: Record<symbol, string> = {};
    if (match.email) where[lower('email')] = match.email.toLowerCase();
    if (match.firstName) where[lower('first_name')] = match.firstName.toLowerCase();
    if (match.lastName) where[lower('last_name')] = match.lastName.toLowerCase();
    const players = await this.em.find(PlayerEntity, where, { limit: 2 });
    return players.map(toAccount);
  }

  async recordLogin(playerID: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(PlayerEntity, { playerID }, { lastLoginAt: at, totalLogins: raw('total_logins + 1') });
  }

  async setCredentials(playerID: number, userName: string, passwordHash: string): Promise<void> {
    await this.em.nativeUpdate(PlayerEntity, { playerID }, { userName, passwordHash });
  }

  async isUserNameTaken(userName: string, exceptPlayerID?: number): Promise<boolean> {
    const where = {
      [lower('user_name')]: userName.toLowerCase(),
      ...(exceptPlayerID ? { playerID: { $ne: exceptPlayerID } } : {}),
    };
    return (await this.em.count(PlayerEntity, where)) > 0;
  }

  async upsertOwner(owner: NewOwner): Promise<Account> {
    return this.em.transactional(async (em) => {
      let player = await em.findOne(PlayerEntity, { [lower('user_name')]: owner.userName.toLowerCase() });
      if (!player) {
        const [{ next }] = await em.execute<{ next: number }[]>(
          `select coalesce(max(player_number) + 1, 9000000) as next from players where player_number between 9000000 and 9099999`,
        );
        player = em.create(PlayerEntity, {
          firstName: owner.firstName,
          lastName: owner.lastName,
          title: `${owner.firstName} ${owner.lastName}`,
          playerNumber: Number(next),
          registeredAt: owner.at,
          unverified: false,
        });
      }
      Object.assign(player, {
        userName: owner.userName,
        passwordHash: owner.passwordHash,
        email: owner.email,
        userType: UserType.Owner,
      });
      await em.flush();
      return toAccount(player);
    });
  }
}
