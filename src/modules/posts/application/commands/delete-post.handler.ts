import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { PostNotFoundError } from '../../domain/posts.errors.js';
import { PostRepository } from '../ports/post.repository.js';
import { DeletePostCommand } from './delete-post.command.js';

@CommandHandler(DeletePostCommand)
export class DeletePostHandler implements ICommandHandler<DeletePostCommand> {
  constructor(
    private readonly posts: PostRepository,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ postID }: DeletePostCommand): Promise<void> {
    if (!(await this.posts.findByID(postID))) throw new PostNotFoundError();
    await this.posts.delete(postID);
    await this.readCache.drop('posts');
  }
}
