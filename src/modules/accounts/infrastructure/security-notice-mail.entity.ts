import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/** A security notice mailed to an account (a second-step lockout, two-step sign-in turned on), inserted in the sending transaction: a retried job mails it once. */
@Entity({ tableName: 'security_notice_mails' })
export class SecurityNoticeMailEntity {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  @PrimaryKey({ type: 'string', length: 32 })
  notice!: string;

  /** When it happened, which names it with the notice (a lockout by its end). */
  @PrimaryKey({ type: 'datetime' })
  at!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  sentAt: Date = new Date();
}
