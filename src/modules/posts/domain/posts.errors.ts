import { DomainError } from '../../../shared/domain/domain-error.js';

export class PostNotFoundError extends DomainError {
  readonly code = 'POST_NOT_FOUND';
  constructor() {
    super('Post not found', 'not-found');
  }
}

export class InvalidPostCategoryError extends DomainError {
  readonly code = 'INVALID_POST_CATEGORY';
  override readonly field = 'category';
  constructor() {
    super('The "Category" field must be None, Games, Winners, Stats or Articles.');
  }
}

/**
 * Product §3.7: post HTML is cleaned of scripts. Markup that would run code (a script,
 * an event handler, a javascript: link, an embedded frame) is refused rather than
 * silently dropped, so the manager learns the post would not show what they pasted
 * (docs/decisions/0060-posts.md).
 */
export class PostHasScriptError extends DomainError {
  readonly code = 'POST_HAS_SCRIPT';
  constructor(
    override readonly field: string,
    label: string,
    found: string,
  ) {
    super(`The "${label}" field may not contain scripts, event handlers or script links (found ${found}).`);
  }
}
