import { NewsPost } from '@/features/posts';
import { useNumberParam } from '@/lib/route-params';

/** /posts/browse/{postID?} (product §2.18): the post named, else the latest. */
export default function NewsRoute() {
  return <NewsPost postID={useNumberParam('postID')} />;
}
