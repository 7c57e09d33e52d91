import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { UserType } from '../../../../shared/domain/user-type.js';
import { isPublished, type Post } from '../../domain/post.js';
import { PostNotFoundError } from '../../domain/posts.errors.js';
import { PostRepository } from '../ports/post.repository.js';
import { GetPostQuery } from './get-post.query.js';

@QueryHandler(GetPostQuery)
export class GetPostHandler implements IQueryHandler<GetPostQuery> {
  constructor(private readonly posts: PostRepository) {}

  async execute({ postID, viewerLevel, now }: GetPostQuery): Promise<Rows<Post>> {
    const post = await this.posts.findByID(postID);
    // Not yet published is not there for visitors: the same answer as a post that never was.
    if (!post || (viewerLevel < UserType.Manager && !isPublished(post, now))) throw new PostNotFoundError();
    return { rows: [post], total: 1 };
  }
}
