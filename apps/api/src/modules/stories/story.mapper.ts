import { describeImage, type ResponsiveImage, type StoryComment, type StoryDto } from '@mt/shared';
import type { StoryRow } from './stories.repository';

export function toStoryDto(row: StoryRow): StoryDto {
  return {
    id: row.id,
    title: row.title,
    destination: row.destination,
    trip_date: row.tripDate,
    trip_type: row.tripType,
    content: row.content,
    highlights: row.highlights,
    rating: row.rating,
    cover_image: row.coverImage,
    media_gallery: row.mediaGallery,
    cover: describeImage(row.coverImage),
    photos: row.mediaGallery.map((url) => describeImage(url) as ResponsiveImage),
    traveler_name: row.travelerName,
    traveler_avatar: row.travelerAvatar,
    verified: row.verified,
    like_count: row.likeCount,
    comment_count: row.commentCount,
    userHasLiked: row.userHasLiked,
    userHasSaved: false,
    canSave: false,
    author_id: row.userId,
    created_at: toIso(row.createdAt),
  };
}

export function toCommentDto(row: { id: number; content: string; createdAt: Date | string; authorName: string; authorAvatar: string | null }): StoryComment {
  return {
    id: row.id,
    author_name: row.authorName,
    author_avatar: row.authorAvatar,
    content: row.content,
    created_at: toIso(row.createdAt),
  };
}

const toIso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
