import {
  NEW_TAB_REL,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
  POST_IMAGE_SCHEMES,
  POST_LINK_SCHEMES,
} from './post-html.js';

/** The post allow-list (post-html.ts) in the shape of sanitize-html's options (plain data, no library here): for saving a post, and for the server's render of one (web/src/features/posts/components/post-purifier.server.ts). */
export const POST_SANITIZE_OPTIONS = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...POST_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Dropped with their content: nothing of a script or a style sheet shows as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'object', 'embed', 'title'],
  disallowedTagsMode: 'discard' as const,
  transformTags: {
    a: (tagName: string, attribs: Readonly<Record<string, string>>) => {
      const { target, rel: _rel, ...rest } = attribs;
      // Only "open in a new tab" is kept, and such a link cannot reach back to the post.
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: NEW_TAB_REL } : rest };
    },
  },
};
