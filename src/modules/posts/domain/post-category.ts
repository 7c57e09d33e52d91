/** Post categories (product §3.7): 0 None, 1 Games, 2 Winners, 3 Stats, 4 Articles. */
export const PostCategory = {
  None: 0,
  Games: 1,
  Winners: 2,
  Stats: 3,
  Articles: 4,
} as const;
export type PostCategory = (typeof PostCategory)[keyof typeof PostCategory];

export const POST_CATEGORY_NAMES: Record<PostCategory, string> = {
  0: 'None',
  1: 'Games',
  2: 'Winners',
  3: 'Stats',
  4: 'Articles',
};

export const isPostCategory = (value: number): value is PostCategory =>
  Object.values(PostCategory).includes(value as PostCategory);
