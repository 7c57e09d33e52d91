import { dtoFrom } from '../../../shared/interface/validation/dto-from.js';
import { POST_FIELDS } from '../domain/post.fields.js';

const { authorID: _setByTheServer, ...SAVED_FIELDS } = POST_FIELDS;

/** A post to add (postID 0 or absent) or update: checked and described by POST_FIELDS, without authorID (the session's). */
export class PostDto extends dtoFrom(SAVED_FIELDS) {}

export class PostIdDto extends dtoFrom({
  postID: { ...POST_FIELDS.postID, required: true, min: 1, default: undefined, description: 'The post to delete' },
}) {}
