import type { StoriesQuery, StoriesListResponse, StoryComment, StoryDto, StoryLikeAction } from '@mt/shared';
import { STORY_TRIP_TYPES, storyInputTexts } from '@mt/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toCommentDto, toStoryDto } from './story.mapper';
import * as repo from './stories.repository';

export async function listStoriesPage(db: Db, q: StoriesQuery, viewerId: number | null): Promise<StoriesListResponse['data']> {
  const filters = { destination: q.destination, tripType: q.tripType, minRating: q.minRating };
  // PGlite has one connection and queues these; on PostgreSQL they run side by side.
  const [rows, total, featured, destinations] = await Promise.all([
    repo.listStories(db, filters, q.page, q.limit, viewerId),
    repo.countStories(db, filters),
    repo.findFeaturedStory(db, filters, viewerId),
    repo.listDestinations(db),
  ]);
  return {
    stories: rows.map(toStoryDto),
    featuredStory: featured ? toStoryDto(featured) : null,
    filters: { destinations, tripTypes: [...STORY_TRIP_TYPES] },
    pagination: { page: q.page, pages: Math.ceil(total / q.limit), total, limit: q.limit },
  };
}

export async function getStory(db: Db, id: number, viewerId: number | null): Promise<StoryDto> {
  const row = await repo.findStoryById(db, id, viewerId);
  if (!row) throw notFound(storyInputTexts.storyNotFound);
  return toStoryDto(row);
}

export async function listStoryComments(db: Db, storyId: number): Promise<StoryComment[]> {
  const comments = await repo.listComments(db, storyId);
  if (!comments) throw notFound(storyInputTexts.storyNotFound);
  return comments.map(toCommentDto);
}

/** A story deleted meanwhile gives 404, not a foreign-key 500: the insert takes its story id from the story row. */
export async function addStoryComment(db: Db, storyId: number, userId: number, content: string): Promise<StoryComment> {
  const comment = await repo.insertComment(db, storyId, userId, content);
  if (!comment) throw notFound(storyInputTexts.storyNotFound);
  return toCommentDto(comment);
}

export async function setStoryLike(db: Db, storyId: number, userId: number, action: StoryLikeAction) {
  const state = await repo.setLike(db, storyId, userId, action);
  if (!state) throw notFound(storyInputTexts.storyNotFound);
  return { like_count: state.likeCount, userHasLiked: action === 'like' };
}
