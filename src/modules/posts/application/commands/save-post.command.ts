import { Command } from '@nestjs/cqrs';
import { type Post, type PostInput } from '../../domain/post.js';

export class SavePostCommand extends Command<Post> {
  constructor(
    readonly post: PostInput,
    /** The saving manager (from the session, never the body): the author of a new post. */
    readonly byPlayerID: number,
  ) {
    super();
  }
}
