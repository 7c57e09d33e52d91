import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProfileImageRepository } from '../application/ports/profile-image.repository.js';

/** players.profile_image only, in the caller's transaction (UnitOfWork). */
@Injectable()
export class MikroOrmProfileImageRepository extends ProfileImageRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async lock(playerID: number): Promise<{ profileImage: string | null; userType: number } | null> {
    const [row] = await this.em.execute<{ profileImage: string | null; userType: number }[]>(
      'select profile_image as "profileImage", user_type as "userType" from players where player_id = ? for update',
      [playerID],
    );
    return row ?? null;
  }

  async lockOwnerOf(name: string): Promise<{ playerID: number; userType: number } | null> {
    const [row] = await this.em.execute<{ playerID: number; userType: number }[]>(
      'select player_id as "playerID", user_type as "userType" from players where profile_image = ? order by player_id limit 1 for update',
      [name],
    );
    return row ?? null;
  }

  async set(playerID: number, name: string | null): Promise<void> {
    await this.em.execute('update players set profile_image = ? where player_id = ?', [name, playerID]);
  }
}
