import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMasterDetail } from '@/components/ui/use-master-detail';
import { href } from '@/config/paths';
import { useNumberParam } from '@/lib/route-params';
import { useDeletePost, useSavePost } from '../api/posts';
import { POST_FORM } from '../components/post-form-values';

/**
 * Manage Posts' picker, form and delete, with the selection kept in the URL
 * (/update/posts/{postID}): a link to a post opens it, picking, adding or deleting one
 * rewrites the URL, and Back goes to the post picked before.
 */
export function usePostsMasterDetail() {
  const routeID = useNumberParam('postID');
  const posts = useMasterDetail({ ...POST_FORM, save: useSavePost(), remove: useDeletePost() });
  const navigate = useNavigate();
  const { selectedID, list } = posts;
  const shownID = useRef(selectedID);

  // The URL names another post (arriving, or Back): select it.
  useEffect(() => {
    if (routeID !== shownID.current) list.onSelect(routeID);
    // list.onSelect changes on every render; the URL alone decides here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeID]);

  // The selection moved (picked, added, deleted): the URL follows.
  useEffect(() => {
    if (selectedID === shownID.current) return;
    shownID.current = selectedID;
    if (selectedID !== routeID) void navigate(href('managePosts', { postID: selectedID || null }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedID]);

  return posts;
}
