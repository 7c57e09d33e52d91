import { Injectable } from '@nestjs/common';
import sanitizeHtml from 'sanitize-html';
import { HtmlSanitizer } from '../application/ports/html-sanitizer.js';
import { findScripts, NEW_TAB_REL, POST_HTML_ATTRIBUTES, POST_HTML_TAGS, POST_IMAGE_SCHEMES, POST_LINK_SCHEMES, type SanitizedHtml } from '../domain/post-html.js';

/** The post allow-list (domain/post-html.ts) as sanitize-html options. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(POST_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...POST_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Dropped with their content: nothing of a script or a style sheet shows as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'object', 'embed', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      // Only "open in a new tab" is kept, and such a link cannot reach back to the post.
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: NEW_TAB_REL } : rest };
    },
  },
};

/** The HTML sanitiser on sanitize-html: the allow-list applied, and what would have run code reported. */
@Injectable()
export class SanitizeHtmlSanitizer extends HtmlSanitizer {
  sanitize(html: string): SanitizedHtml {
    const scripts: string[] = [];
    const cleaned = sanitizeHtml(html, { ...OPTIONS, onOpenTag: (tag, attributes) => scripts.push(...findScripts(tag, attributes)) });
    return { html: cleaned, scripts };
  }
}
