import { RecordPicker, type RecordListProps, type RecordPickerItem } from '@/components/ui/record-picker';
import { useAuth } from '@/lib/auth';
import { usePost, usePostIndex, type PostIndexEntry } from '../api/posts';
import { postDateTime } from './post-date';

const postItem = (post: PostIndexEntry): RecordPickerItem => ({
  id: post.postID,
  label: post.title,
  description:
    Date.parse(post.publishDate) > Date.now()
      ? `${postDateTime(post.publishDate)} (not yet published)`
      : postDateTime(post.publishDate),
});

/** Manage Posts' post picker: "New Post", then every post newest first, those dated later included. */
export function PostList({ selectedID, onSelect }: RecordListProps) {
  const { user } = useAuth();
  const posts = usePostIndex(user?.playerID ?? 0);
  const selected = usePost(selectedID).data;
  // No "Active posts only": every post stays listed (those dated later are marked).
  return (
    <RecordPicker
      selectedID={selectedID}
      onSelect={onSelect}
      title="Posts"
      newLabel="New Post"
      query={posts}
      toItem={postItem}
      selected={selected}
    />
  );
}
