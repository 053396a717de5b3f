import { endpointsOf } from '../common/endpoint';
import { storyCommentInputSchema, storyLikeInputSchema } from './story-input.schemas';
import {
  storiesListResponseSchema,
  storiesQuerySchema,
  storyCommentResponseSchema,
  storyCommentsResponseSchema,
  storyDeletedResponseSchema,
  storyIdParamSchema,
  storyLikeResponseSchema,
  storyResponseSchema,
  storySavedResponseSchema,
  storyUploadResponseSchema,
} from './story.schemas';

const endpoint = endpointsOf('stories');

/** Reading stories needs no account (spec 2 section 6); a valid token only adds `userHasLiked`. */
export const list = endpoint({
  method: 'GET',
  path: '/stories',
  summary: 'Traveller stories, newest first, with the featured story and the filter options',
  query: storiesQuerySchema,
  responses: { 200: storiesListResponseSchema },
  errors: [400],
});

export const get = endpoint({
  method: 'GET',
  path: '/stories/:id',
  summary: 'One story',
  params: storyIdParamSchema,
  responses: { 200: storyResponseSchema },
  errors: [400, 404],
});

export const listComments = endpoint({
  method: 'GET',
  path: '/stories/:id/comments',
  summary: 'Comments on a story, newest first',
  params: storyIdParamSchema,
  responses: { 200: storyCommentsResponseSchema },
  errors: [400, 404],
});

/** Writing needs a signed-in user (DESIGN.md section 4); editing and deleting, the author or an admin. */
export const create = endpoint({
  method: 'POST',
  path: '/stories',
  summary: 'Share a story (multipart: fields of spec 2 section 7 plus an optional cover_image file)',
  auth: true,
  multipart: true,
  responses: { 201: storySavedResponseSchema },
  errors: [400, 401, 413, 415, 429],
});

export const uploadMedia = endpoint({
  method: 'POST',
  path: '/stories/upload-media',
  summary: 'Upload up to 10 photos (field media); answers their paths for media_gallery',
  auth: true,
  multipart: true,
  responses: { 200: storyUploadResponseSchema },
  errors: [400, 401, 413, 415, 429],
});

export const update = endpoint({
  method: 'PUT',
  path: '/stories/:id',
  summary: 'Replace a story’s fields (author or admin); a new cover_image file replaces the cover',
  auth: true,
  params: storyIdParamSchema,
  multipart: true,
  responses: { 200: storySavedResponseSchema },
  errors: [400, 401, 403, 404, 413, 415, 429],
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/stories/:id',
  summary: 'Delete a story with its photos, likes and comments (author or admin)',
  auth: true,
  params: storyIdParamSchema,
  responses: { 200: storyDeletedResponseSchema },
  errors: [400, 401, 403, 404],
});

export const addComment = endpoint({
  method: 'POST',
  path: '/stories/:id/comments',
  summary: 'Comment on a story',
  auth: true,
  params: storyIdParamSchema,
  body: storyCommentInputSchema,
  responses: { 201: storyCommentResponseSchema },
  errors: [400, 401, 404, 429],
});

export const like = endpoint({
  method: 'POST',
  path: '/stories/:id/like',
  summary: 'Like or unlike a story; liking twice counts once',
  auth: true,
  params: storyIdParamSchema,
  body: storyLikeInputSchema,
  responses: { 200: storyLikeResponseSchema },
  errors: [400, 401, 404],
});
