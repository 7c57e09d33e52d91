/**
 * The news page's head (issue 31): a post's own title and summary, the post as a schema.org
 * NewsArticle; the bare news address (the latest post) names the recent posts.
 */
import { href } from '@/config/paths';
import { SITE_NAME, SITE_URL, pageTitle } from '@/config/site';
import { absoluteUrl, leagueOrganization, plainText, shortText, type PageHead } from '@/lib/page-head';
import type { Post, PostSummary } from './api/posts';

type HeadPost = Pick<Post, 'postID' | 'title' | 'summary' | 'story' | 'publishDate'>;

/** The post's summary as plain words (its story's opening when it has none). */
export const postDescription = (post: HeadPost): string =>
  shortText(plainText(post.summary || post.story)) || `News from ${SITE_NAME}.`;

export function postArticle(post: HeadPost, siteUrl: string = SITE_URL, siteName: string = SITE_NAME): object {
  const url = absoluteUrl(siteUrl, href('news', { postID: post.postID }));
  return {
    '@type': 'NewsArticle',
    // schema.org's readers cut a headline at 110 characters; the title is at most 64.
    headline: post.title,
    description: postDescription(post),
    datePublished: post.publishDate,
    url,
    mainEntityOfPage: url,
    publisher: leagueOrganization({ siteUrl, siteName }),
  };
}

/** /posts/browse/{postID}: the post's own page. */
export function postHead(post: HeadPost): PageHead {
  return {
    title: pageTitle(post.title),
    description: postDescription(post),
    path: href('news', { postID: post.postID }),
    type: 'article',
    jsonLd: [postArticle(post)],
  };
}

/** /posts/browse: the latest post is shown, so the head names the recent ones rather than claim one address. */
export function newsHead(recent: readonly Pick<PostSummary, 'postID' | 'title'>[]): PageHead {
  const titles = recent.slice(0, 3).map((post) => post.title);
  return {
    title: pageTitle('News'),
    description:
      titles.length > 0 ? shortText(`The latest from ${SITE_NAME}: ${titles.join('; ')}.`) : `News from ${SITE_NAME}.`,
    path: href('news'),
    jsonLd:
      recent.length > 0
        ? [
            {
              '@type': 'ItemList',
              itemListElement: recent.map((post, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: post.title,
                url: absoluteUrl(SITE_URL, href('news', { postID: post.postID })),
              })),
            },
          ]
        : [],
  };
}
