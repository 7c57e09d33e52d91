import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PlayerReader, type HostChoice } from '../application/ports/player.reader.js';
import { PlayerEntity } from './player.entity.js';

@Injectable()
export class MikroOrmPlayerReader extends PlayerReader {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listByMinimumLevel(level: number): Promise<HostChoice[]> {
    const players = await this.em.find(PlayerEntity, { userType: { $gte: level } }, { fields: ['playerID', 'title'], orderBy: { title: 'asc' } });
    return players.map(({ playerID, title }) => ({ playerID, title }));
  }
}
