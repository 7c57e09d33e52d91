import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { preparePost, type Post } from '../../domain/post.js';
import { PostNotFoundError } from '../../domain/posts.errors.js';
import { HtmlSanitizer } from '../ports/html-sanitizer.js';
import { PostRepository } from '../ports/post.repository.js';
import { SavePostCommand } from './save-post.command.js';

@CommandHandler(SavePostCommand)
export class SavePostHandler implements ICommandHandler<SavePostCommand> {
  constructor(
    private readonly posts: PostRepository,
    private readonly sanitizer: HtmlSanitizer,
    private readonly clock: Clock,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ post: input, byPlayerID }: SavePostCommand): Promise<Post> {
    const saved = input.postID ? await this.posts.findByID(input.postID) : null;
    // An update of a post deleted meanwhile says so before anything else (its author is needed below).
    if (input.postID && !saved) throw new PostNotFoundError();
    const post = preparePost(input, {
      authorID: saved ? saved.authorID : byPlayerID,
      now: this.clock.now(),
      sanitize: (html) => this.sanitizer.sanitize(html),
    });
    const stored = await this.posts.save(post);
    await this.readCache.drop('posts');
    return stored;
  }
}
