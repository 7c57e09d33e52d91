import type { SanitizedHtml } from '../../domain/post-html.js';

/**
 * Cleans staff-written HTML to the post allow-list (domain/post-html.ts) and reports the
 * code-running markup it removed, so the save can refuse it (product §3.7).
 */
export abstract class HtmlSanitizer {
  abstract sanitize(html: string): SanitizedHtml;
}
