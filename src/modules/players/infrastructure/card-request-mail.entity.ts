import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A card request's mail to one staff member, inserted in the sending transaction: a retried job mails nobody twice. */
@Entity({ tableName: 'card_request_mails' })
export class CardRequestMailEntity {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' })
  requestID!: number;

  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
