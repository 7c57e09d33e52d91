import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Post, PostIndexEntry, PostInput, PostSummary } from '@league/modules/posts/domain/post.js';
import type { Rows } from '@league/shared/application/rows.js';
import { apiGet, apiWrite } from '@/lib/api-client';

/** A post, a list row and an index row exactly as the server's domain defines them (docs/api.md §9). */
export type { Post, PostIndexEntry, PostInput, PostSummary };

export interface SavePostResult {
  message: string;
  post: Post;
}

export interface MessageResult {
  message: string;
}

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
    queryFn: ({ signal }) => apiGet<Rows<PostSummary>>(`/v1/post/list/0/0/${count}`, { signal }),
    meta: { persist: true },
  });

/** Every post's title, date and id, newest first; managers also get those dated later. */
export const postIndexQueryOptions = (viewer: number) =>
  queryOptions({
    queryKey: postKeys.index(viewer),
    queryFn: ({ signal }) => apiGet<Rows<PostIndexEntry>>('/v1/post/list/0/0/0/all', { signal }),
    meta: { persist: true },
  });

export async function fetchPost(postID: number, signal?: AbortSignal): Promise<Post> {
  const answer = await apiGet<Rows<Post>>(`/v1/post/id/${postID}`, { signal });
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
    mutationFn: (post: PostInput) => apiWrite<SavePostResult>('POST', '/v1/post', post),
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
    mutationFn: (postID: number) => apiWrite<MessageResult>('DELETE', '/v1/post', { postID }),
    onSuccess: async (_answer, postID) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(postID) });
      await queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
