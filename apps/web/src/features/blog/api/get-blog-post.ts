import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogEndpoints } from '@mt/shared';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/lib/call-api';

export const getBlogPost = (slug: string) => callApi(blogEndpoints.get, { params: { idOrSlug: slug } });

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug] as const,
    queryFn: () => getBlogPost(slug),
    // A missing post stays missing: retrying a 404 (or a 400 for a malformed slug) only delays the message.
    retry: (count, err) => !(err instanceof ApiError && (err.status === 404 || err.status === 400)) && count < 2,
  });

export const useBlogPost = (slug: string) => useQuery({ ...blogPostQueryOptions(slug), select: (d) => d.data.post });
