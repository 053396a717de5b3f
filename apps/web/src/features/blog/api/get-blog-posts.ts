import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, blogEndpoints, type BlogCategory } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getBlogPosts = ({ page, category }: { page: number; category?: BlogCategory }) =>
  callApi(blogEndpoints.list, { query: { page, limit: BLOG_PAGE_SIZE, category } });

/** Published posts, newest first, one page of 9 at a time ("Load more" appends the next page). */
export const blogPostsQueryOptions = (category?: BlogCategory) =>
  infiniteQueryOptions({
    queryKey: ['blog', 'list', category ?? 'all'] as const,
    queryFn: ({ pageParam }) => getBlogPosts({ page: pageParam, category }),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const { page, pages } = last.data.pagination;
      return page < pages ? page + 1 : undefined;
    },
  });

export const useBlogPosts = (category?: BlogCategory) => useInfiniteQuery(blogPostsQueryOptions(category));
