import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostInput } from '@league/modules/posts/domain/post.js';
import { apiRead, apiSend, readPath, type Schema, type WriteAnswer } from '@/lib/api-reads';

/** A post, a list row and an index row exactly as the reads answer them (docs/api.md §9; the document's schemas). */
export type Post = Schema<'Post'>;
export type PostSummary = Schema<'PostSummary'>;
export type PostIndexEntry = Schema<'PostIndexEntry'>;
/** What POST /v1/post takes (the domain's own input). */
export type { PostInput };

/** What POST /v1/post answers. */
export type SavePostResult = WriteAnswer<'post', '/v1/post'>;

/** Query keys of the posts feature: every write invalidates them all (a post shows in every list). */
export const postKeys = {
  all: ['posts'] as const,
  latest: (count: number) => [...postKeys.all, 'latest', count] as const,
  /** The index: for a manager it holds posts dated later too, so it is keyed by the caller. */
  index: (viewer: number) => [...postKeys.all, 'index', viewer] as const,
  detail: (postID: number) => [...postKeys.all, 'detail', postID] as const,
};

/** The `count` latest published posts with their summaries, newest first (home: 3). */
export const latestPostsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: postKeys.latest(count),
    queryFn: ({ signal }) =>
      apiRead(readPath('/v1/post/list/{category}/{page}/{pageSize}', { category: 0, page: 0, pageSize: count }), {
        signal,
      }),
    meta: { persist: true },
  });

/** Every post's title, date and id, newest first; managers also get those dated later. */
export const postIndexQueryOptions = (viewer: number) =>
  queryOptions({
    queryKey: postKeys.index(viewer),
    queryFn: ({ signal }) =>
      apiRead(readPath('/v1/post/list/{category}/{page}/{pageSize}/all', { category: 0, page: 0, pageSize: 0 }), {
        signal,
      }),
    meta: { persist: true },
  });

export async function fetchPost(postID: number, signal?: AbortSignal): Promise<Post> {
  const answer = await apiRead(readPath('/v1/post/id/{postID}', { postID }), { signal });
  const post = answer.rows[0];
  if (!post) throw new Error('Post not found');
  return post;
}

export const postQueryOptions = (postID: number) =>
  queryOptions({
    queryKey: postKeys.detail(postID),
    queryFn: ({ signal }) => fetchPost(postID, signal),
    enabled: postID > 0,
    meta: { persist: true },
  });

export const useLatestPosts = (count: number) => useQuery(latestPostsQueryOptions(count));

export const usePostIndex = (viewer: number) => useQuery(postIndexQueryOptions(viewer));

export const usePost = (postID: number) => useQuery(postQueryOptions(postID));

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: PostInput) => apiSend('post', '/v1/post', undefined, post),
    onSuccess: async ({ post }) => {
      queryClient.setQueryData(postKeys.detail(post.postID), post);
      await queryClient.invalidateQueries({
        queryKey: postKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== post.postID,
      });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postID: number) => apiSend('delete', '/v1/post', undefined, { postID }),
    onSuccess: async (_answer, postID) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(postID) });
      await queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
