import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_MAX_PAGE_SIZE, adminTexts, blogEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const adminBlogPostsKey = ['blog', 'admin-list'] as const;

export const getAdminBlogPosts = (page: number) =>
  callApi(blogEndpoints.list, { query: { all: 'true', page, limit: BLOG_MAX_PAGE_SIZE }, auth: adminTexts.authRequired });

/** Every post, drafts included, newest first (spec 3 "Blog tab"), 50 at a time. */
export const adminBlogPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminBlogPostsKey,
    queryFn: ({ pageParam }) => getAdminBlogPosts(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.pagination.page < last.data.pagination.pages ? last.data.pagination.page + 1 : undefined),
  });

export const useAdminBlogPosts = () => useInfiniteQuery(adminBlogPostsQueryOptions());
