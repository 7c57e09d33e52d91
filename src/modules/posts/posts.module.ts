import { Module } from '@nestjs/common';
import { DeletePostHandler } from './application/commands/delete-post.handler.js';
import { SavePostHandler } from './application/commands/save-post.handler.js';
import { HtmlSanitizer } from './application/ports/html-sanitizer.js';
import { PostRepository } from './application/ports/post.repository.js';
import { GetPostHandler } from './application/queries/get-post.handler.js';
import { ListPostsHandler } from './application/queries/list-posts.handler.js';
import { MikroOrmPostRepository } from './infrastructure/mikro-orm-post.repository.js';
import { SanitizeHtmlSanitizer } from './infrastructure/sanitize-html.sanitizer.js';
import { PostsController } from './interface/posts.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { POSTS_PLAYER_REFERENCES } from './posts.tables.js';

/**
 * News posts (product §2.18, §2.26, §3.7): staff-written HTML, sanitised on save by the
 * HtmlSanitizer port (sanitize-html) and again in the browser (DOMPurify), hidden from
 * visitors until their publish date.
 */
@Module({
  controllers: [PostsController],
  providers: [
    declarePlayerReferences(POSTS_PLAYER_REFERENCES),
    { provide: PostRepository, useClass: MikroOrmPostRepository },
    { provide: HtmlSanitizer, useClass: SanitizeHtmlSanitizer },
    SavePostHandler,
    DeletePostHandler,
    ListPostsHandler,
    GetPostHandler,
  ],
})
export class PostsModule {}
