import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { freshUntil } from '../../../../shared/application/read-cache.js';
import type { Rows } from '../../../../shared/application/rows.js';
import { selectListOf, SqlReads } from '../../../../shared/application/sql-reads.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import type { PostIndexEntry, PostSummary } from '../../domain/post.js';
import { POST_FIELDS } from '../../domain/post.fields.js';
import { ListPostsQuery } from './list-posts.query.js';

const { story: _story, ...SUMMARY_FIELDS } = POST_FIELDS;
const { postID, title, publishDate, category } = POST_FIELDS;
const INDEX_FIELDS = { postID, title, publishDate, category };

/**
 * api.md §9: newest first. A list of published posts stops being true when the next
 * dated post comes out, so its answer is marked fresh until then (the read cache keeps
 * it no longer: docs/decisions/0060-posts.md).
 */
@QueryHandler(ListPostsQuery)
export class ListPostsHandler implements IQueryHandler<ListPostsQuery> {
  constructor(private readonly sql: SqlReads) {}

  async execute({
    category: wanted,
    page,
    pageSize,
    index,
    viewerLevel,
    now,
  }: ListPostsQuery): Promise<Rows<PostSummary | PostIndexEntry>> {
    const publishedOnly = !(index && viewerLevel >= UserType.Manager);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (wanted) {
      conditions.push('p.category = ?');
      params.push(wanted);
    }
    const filter = conditions.length ? `and ${conditions.join(' and ')}` : '';
    const visible = publishedOnly ? 'p.publish_date <= ?' : 'true';
    const visibleParams = publishedOnly ? [now] : [];
    const window = pageSize ? `limit ${pageSize} offset ${page * pageSize}` : '';
    const fields = index ? INDEX_FIELDS : SUMMARY_FIELDS;
    const rows = await this.sql.query<PostSummary | PostIndexEntry>(
      `select ${selectListOf(fields, 'p')} from posts p where ${visible} ${filter} order by p.publish_date desc, p.post_id desc ${window}`,
      [...visibleParams, ...params],
    );
    // The count, and for published-only answers the next publish date (none: null).
    const [{ total, next } = { total: 0, next: null }] = await this.sql.query<{ total: number; next: string | null }>(
      `select (select count(*)::int from posts p where ${visible} ${filter}) as total,
        ${publishedOnly ? `(select to_char(min(p.publish_date) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from posts p where p.publish_date > ? ${filter})` : 'null'} as next`,
      [...visibleParams, ...params, ...(publishedOnly ? [now, ...params] : [])],
    );
    return freshUntil({ rows, total }, next ? new Date(next) : null);
  }
}
