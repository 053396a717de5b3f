/** Public blog texts. The spec leaves the public screens' wording open (spec 2 section 8), so these are ours. */
export const blogTexts = {
  title: 'Travel Blog',
  subtitle: 'Stories, tips and guides for your next mystery trip across Africa.',
  postNotFound: 'Post not found.',
  postNotFoundBody: 'The post you are looking for does not exist or is no longer published.',
  allRequiresAdmin: 'Only administrators can list unpublished posts.',
  invalidIdOrSlug: 'Please provide a valid post id or slug.',
  loadListFailed: 'Could not load blog posts.',
  loadPostFailed: 'Could not load this post.',
  emptyTitle: 'No posts yet',
  emptyBody: 'There are no published posts here yet. Check back soon!',
  emptyCategoryBody: 'There are no posts in this category yet.',
  backToBlog: 'Back to the blog',
  allCategories: 'All',
  loadMore: 'Load more posts',
  invalidCategory: 'Please choose one of the blog categories.',
} as const;
