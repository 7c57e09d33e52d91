import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { GameEntity } from '../../games/infrastructure/game.entity.js';
import { DepositEntity } from './deposit.entity.js';

/**
 * What one deposit applied to one game (dollars, to the cent). A game's earningsDeposited
 * is what its deposits applied plus any admin correction (the game-list form); editing or
 * deleting a deposit takes back exactly what its rows say (docs/decisions/0079-deposits.md).
 */
@Entity({ tableName: 'deposit_games' })
@Index({ properties: ['gameID'] })
export class DepositGameEntity {
  @ManyToOne(() => DepositEntity, { mapToPk: true, primary: true, deleteRule: 'cascade', fieldName: 'deposit_id' })
  depositID!: number;

  @ManyToOne(() => GameEntity, { mapToPk: true, primary: true, deleteRule: 'cascade', fieldName: 'game_id' })
  gameID!: number;

  @Property({ type: 'decimal', precision: 10, scale: 2, runtimeType: 'number' })
  amount!: number;
}
