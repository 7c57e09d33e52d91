import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import type { Post } from '../domain/post.js';
import { POST_FIELDS } from '../domain/post.fields.js';
import { PostRepository } from '../application/ports/post.repository.js';
import { PostEntity } from './post.entity.js';

/** The post's fields of its entity, as POST_FIELDS lists them (a new field maps without an edit here); the publish date as an ISO instant. */
export const toPost = (entity: PostEntity): Post => ({
  ...fieldsOf(POST_FIELDS, entity),
  publishDate: entity.publishDate.toISOString(),
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
