import DOMPurify from 'dompurify';
import { NEW_TAB_REL, POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@league/modules/posts/domain/post-html.js';

/** Links: http, https, mailto, or relative (no scheme); the server's POST_LINK_SCHEMES. */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images: http or https, or relative; the server's POST_IMAGE_SCHEMES. */
const SAFE_IMAGE = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // As the server does: only "open in a new tab", and then with no way back to the post.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', NEW_TAB_REL);
    else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  }
  if (node.tagName === 'IMG' && !SAFE_IMAGE.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
});

const CONFIG = {
  ALLOWED_TAGS: [...POST_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(POST_HTML_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: SAFE_URL,
};

/** Post HTML as the browser may show it: the server's allow-list applied again (product §3.7: on save and on display). */
export const purifyPostHtml = (html: string): string => purifier.sanitize(html, CONFIG);
