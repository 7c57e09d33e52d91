import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { HtmlSanitizer } from '../application/ports/html-sanitizer.js';
import { findScripts, type SanitizedHtml } from '../domain/post-html.js';
import { POST_SANITIZE_OPTIONS } from '../domain/post-sanitize-options.js';

const OPTIONS: sanitizeHtml.IOptions = POST_SANITIZE_OPTIONS;

/** The HTML sanitiser on sanitize-html: the allow-list applied, and what would have run code reported. */
@Injectable()
export class SanitizeHtmlSanitizer extends HtmlSanitizer {
  sanitize(html: string): SanitizedHtml {
    const scripts: string[] = [];
    const cleaned = sanitizeHtml(html, {
      ...OPTIONS,
      onOpenTag: (tag, attributes) => scripts.push(...findScripts(tag, attributes)),
    });
    return { html: cleaned, scripts };
  }
}
