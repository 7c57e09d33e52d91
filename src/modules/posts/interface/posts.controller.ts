import { Controller, Delete, Get, HttpCode, Param, Post as PostRoute } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../shared/application/clock.js';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../shared/application/rows.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { Access, CurrentUser, Data } from '../../../shared/interface/auth/access.decorator.js';
import { IdParam } from '../../../shared/interface/path-params.js';
import { CachedRead } from '../../../shared/interface/read-cache/cached-read.js';
import { DeletePostCommand } from '../application/commands/delete-post.command.js';
import { SavePostCommand } from '../application/commands/save-post.command.js';
import { POST_ANSWER_TABLES } from '../application/post-reads.js';
import { GetPostQuery } from '../application/queries/get-post.query.js';
import { ListPostsQuery } from '../application/queries/list-posts.query.js';
import type { Post, PostIndexEntry, PostSummary } from '../domain/post.js';
import { PostDto, PostIdDto } from './posts.dto.js';

@ApiTags('posts')
@Controller('v1/post')
export class PostsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get(['list/:category', 'list/:category/:page/:pageSize'])
  @CachedRead({ tags: POST_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: 'Published posts, newest first, with their summaries',
    description:
      'category 0: every category. page counts from 0; pageSize 0 (or absent): every post. Home asks /v1/post/list/0/0/3. Rows: postID, title, category, publishDate, summary, authorID (no story).',
  })
  list(
    @Param('category', new IdParam('Category')) category: number,
    @Param('page', new IdParam('Page')) page: number,
    @Param('pageSize', new IdParam('Page Size')) pageSize: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<PostSummary>> {
    return this.queryBus.execute(
      new ListPostsQuery(category, page, pageSize, false, user?.userType ?? 0, this.clock.now()),
    ) as Promise<Rows<PostSummary>>;
  }

  @Get('list/:category/:page/:pageSize/all')
  @CachedRead({ tags: POST_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: 'The post index: postID, title, publishDate, category of every post of the category, newest first',
    description:
      'Visitors and players: published posts only. Managers and up (with a session) also get the posts dated later, for Manage Posts.',
  })
  index(
    @Param('category', new IdParam('Category')) category: number,
    @Param('page', new IdParam('Page')) page: number,
    @Param('pageSize', new IdParam('Page Size')) pageSize: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<PostIndexEntry>> {
    return this.queryBus.execute(
      new ListPostsQuery(category, page, pageSize, true, user?.userType ?? 0, this.clock.now()),
    ) as Promise<Rows<PostIndexEntry>>;
  }

  @Get('id/:postID')
  @CachedRead({ tags: POST_ANSWER_TABLES, by: 'level' })
  @ApiOperation({
    summary: 'One post with its story; 404 "Post not found" (also for a post not yet published, below Manager)',
  })
  byID(
    @Param('postID', new IdParam('Post ID')) postID: number,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<Rows<Post>> {
    return this.queryBus.execute(new GetPostQuery(postID, user?.userType ?? 0, this.clock.now()));
  }

  @PostRoute()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({
    summary: 'Add (postID 0) or update a post; summary and story are sanitised, and refused when they hold a script',
  })
  @ApiBody({ type: PostDto })
  async save(@Data() post: PostDto, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string; post: Post }> {
    const saved = await this.commandBus.execute(
      new SavePostCommand({ ...post, postID: post.postID ?? 0 }, user.playerID),
    );
    return { message: post.postID ? 'Post updated' : 'Post added', post: saved };
  }

  @Delete()
  @HttpCode(200)
  @Access(UserType.Manager)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiBody({ type: PostIdDto })
  async remove(@Data() { postID }: PostIdDto): Promise<{ message: string }> {
    await this.commandBus.execute(new DeletePostCommand(postID));
    return { message: 'Post deleted' };
  }
}
