import { endpointsOf } from '../common/endpoint';
import { messageResponseSchema } from '../common/api';
import {
  blogIdOrSlugParamsSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostResponseSchema,
  blogStatusUpdateSchema,
  blogWriteResponseSchema,
} from './blog.schemas';

const endpoint = endpointsOf('blog');

/** Public reads; a valid admin token shows drafts too. */
export const list = endpoint({
  method: 'GET',
  path: '/blog',
  summary: 'Blog posts, newest first: published ones, or every post with all=true (admins)',
  query: blogListQuerySchema,
  responses: { 200: blogListResponseSchema },
  errors: [400, 401, 403],
});

export const get = endpoint({
  method: 'GET',
  path: '/blog/:idOrSlug',
  summary: 'One blog post by id or slug (drafts only for admins)',
  params: blogIdOrSlugParamsSchema,
  responses: { 200: blogPostResponseSchema },
  errors: [400, 404],
});

/** The dashboard's writes (spec 3 section 7), admins only. */
export const create = endpoint({
  method: 'POST',
  path: '/blog',
  summary: 'Create a post (multipart: title, category, excerpt, content, status, featured_image)',
  auth: true,
  multipart: true,
  responses: { 201: blogWriteResponseSchema },
  errors: [400, 401, 403, 413, 415],
});

export const update = endpoint({
  method: 'PUT',
  path: '/blog/:id',
  summary: 'Edit a post (multipart, as for create), or publish/unpublish it (JSON { status })',
  auth: true,
  params: blogIdParamsSchema,
  multipart: true,
  body: blogStatusUpdateSchema,
  responses: { 200: blogWriteResponseSchema },
  errors: [400, 401, 403, 404, 413, 415],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/blog/:id',
  summary: 'Delete a post and its cover image',
  auth: true,
  params: blogIdParamsSchema,
  responses: { 200: messageResponseSchema },
  errors: [400, 401, 403, 404],
});
