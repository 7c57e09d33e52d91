import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Post } from '../domain/post.js';
import { PostRepository } from '../application/ports/post.repository.js';
import { PostEntity } from './post.entity.js';

/** The post's fields of its entity; the publish date as an ISO instant. */
export const toPost = (entity: PostEntity): Post => ({
  postID: entity.postID,
  title: entity.title,
  category: entity.category,
  publishDate: entity.publishDate.toISOString(),
  summary: entity.summary,
  story: entity.story,
  authorID: entity.authorID,
});

@Injectable()
export class MikroOrmPostRepository extends PostRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(postID: number): Promise<Post | null> {
    const entity = await this.em.findOne(PostEntity, { postID });
    return entity ? toPost(entity) : null;
  }

  async save(post: Post): Promise<Post> {
    const { postID, publishDate, ...fields } = post;
    const values = { ...fields, publishDate: new Date(publishDate) };
    const entity = postID ? await this.em.findOneOrFail(PostEntity, { postID }) : this.em.create(PostEntity, values);
    this.em.assign(entity, values);
    await this.em.flush();
    return toPost(entity);
  }

  async delete(postID: number): Promise<void> {
    await this.em.nativeDelete(PostEntity, { postID });
  }
}
