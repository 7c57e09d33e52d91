import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { type Post } from '../../domain/post.js';

export class GetPostQuery extends Query<Rows<Post>> {
  constructor(
    readonly postID: number,
    /** The caller's userType (0 for visitors): a post not yet published is for managers only. */
    readonly viewerLevel: number,
    readonly now: Date,
  ) {
    super();
  }
}
