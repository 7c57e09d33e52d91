import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { PostIndexEntry, PostSummary } from '../../domain/post.js';

export class ListPostsQuery extends Query<Rows<PostSummary | PostIndexEntry>> {
  constructor(
    /** 0: every category. */
    readonly category: number,
    /** Counted from 0. */
    readonly page: number,
    /** 0: every post. */
    readonly pageSize: number,
    /** The index form (`/all`): title, date, id and category only, and for managers the posts not yet published too. */
    readonly index: boolean,
    /** The caller's userType (0 for visitors). */
    readonly viewerLevel: number,
    readonly now: Date,
  ) {
    super();
  }
}
