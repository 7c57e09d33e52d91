import { Migration } from '@mikro-orm/migrations';

/** The players module's: card request mails sent, one per request and staff member (docs/decisions/0083-player-pages-search-card-card-request-scanner-setup.md). */
export class Migration20261125043000 extends Migration {
  override name = 'Migration20261125043000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "card_request_mails" ("request_id" int not null, "player_id" int not null, "sent_at" timestamptz not null default now(), primary key ("request_id", "player_id"));`,
    );
    this.addSql(
      `create index "card_requests_requested_by_id_created_at_index" on "card_requests" ("requested_by_id", "created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "card_requests_requested_by_id_created_at_index";`);
    this.addSql(`drop table if exists "card_request_mails";`);
  }
}
