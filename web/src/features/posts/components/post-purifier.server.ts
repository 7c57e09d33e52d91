/**
 * purifyPostHtml in the server's render (web/vite.config.ts puts it in place of post-purifier.ts):
 * no DOM there for DOMPurify, so the server's own sanitiser (sanitize-html, with the allow-list
 * posts are saved with) cleans the post the same way.
 */
import sanitizeHtml from 'sanitize-html';
import { POST_SANITIZE_OPTIONS } from '@league/modules/posts/domain/post-sanitize-options.js';

export const purifyPostHtml = (html: string): string => sanitizeHtml(html, POST_SANITIZE_OPTIONS);
