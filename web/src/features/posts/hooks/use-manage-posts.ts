import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordListProps } from '@/components/ui/record-picker';
import { useMasterDetail } from '@/components/ui/use-master-detail';
import { href } from '@/config/paths';
import { useNumberParam } from '@/lib/route-params';
import { useDeletePost, useSavePost } from '../api/posts';
import { POST_FORM } from '../components/post-form-values';

/**
 * Manage Posts' picker, form and delete, with the selection kept in the URL
 * (/update/posts/{postID}): a link to a post opens it, picking, adding or deleting one
 * rewrites the URL, and Back goes to the post picked before.
 *
 * The URL leads: a pick from the list only navigates, and the form follows the URL once the
 * router has drawn it. (Selecting first and writing the URL after lost a quick Back: the
 * router could draw the page back at the first post without ever drawing the second, so
 * nothing saw the URL change and the second post stayed in the form.)
 */
export function usePostsMasterDetail() {
  const routeID = useNumberParam('postID');
  const posts = useMasterDetail({ ...POST_FORM, save: useSavePost(), remove: useDeletePost(), initialID: routeID });
  const navigate = useNavigate();
  const { selectedID, list } = posts;

  // The URL names another post (arriving, a pick, Back): select it.
  useEffect(() => {
    if (routeID !== selectedID) list.onSelect(routeID);
    // list.onSelect and selectedID change on their own; the URL alone decides here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeID]);

  // A save of a new post or a delete moved the selection: the URL follows.
  useEffect(() => {
    if (selectedID !== routeID) void navigate(href('managePosts', { postID: selectedID || null }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedID]);

  const onSelect: RecordListProps['onSelect'] = (id) => {
    // Picking the post already shown starts its form again; another one goes through the URL.
    if (id === routeID) list.onSelect(id);
    else void navigate(href('managePosts', { postID: id || null }));
  };
  return { ...posts, list: { ...list, onSelect } };
}
