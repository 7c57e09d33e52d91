import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from './player.entity.js';

/** A request for a printed player card (product §3.9: type playerCard, playerNumber, instructions). */
@Entity({ tableName: 'card_requests' })
/** The card request throttle counts one account's requests of the last day. */
@Index({ properties: ['requestedByID', 'createdAt'] })
export class CardRequestEntity {
  [OptionalProps]?: 'requestID' | 'type' | 'requestedByID' | 'createdAt' | 'handledAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  requestID!: number;

  @Property({ type: 'string', length: 16, default: 'playerCard' })
  type: string = 'playerCard';

  @Property({ type: 'integer', index: true })
  playerNumber!: number;

  @Property({ type: 'string', length: 128 })
  instructions!: string;

  @ManyToOne(() => PlayerEntity, {
    mapToPk: true,
    nullable: true,
    deleteRule: 'set null',
    fieldName: 'requested_by_id',
  })
  requestedByID: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  handledAt: Date | null = null;
}
