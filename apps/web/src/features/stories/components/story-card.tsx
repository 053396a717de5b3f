import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin, MessageCircle } from 'lucide-react';
import { STORY_CARD_EXCERPT, STORY_CARD_THUMBNAILS, storyTexts, paths, type StoryDto } from '@mt/shared';
import { CARD_GRID_SIZES, ResponsiveImg } from '@/components/ui/responsive-image';
import { excerpt, monthYear } from '../utils/story-text';
import { AuthorAvatar } from './author-avatar';
import { StoryLikeButton } from './story-like-button';
import { StoryRating } from './story-rating';
import { StoryShareMenu } from './story-share-menu';
import { VerifiedBadge } from './verified-badge';

/** A quarter of the card (grid-cols-4 gap-2 in p-4): about 80px in a 3-column grid, a quarter of a phone screen. */
const THUMB_SIZES = '(min-width: 1024px) 80px, (min-width: 640px) 12vw, 25vw';

/** The story card of spec 2: every text is rendered as text, never as HTML. */
export function StoryCard({ story }: { story: StoryDto }) {
  const [expanded, setExpanded] = useState(false);
  const author = story.traveler_name?.trim() || storyTexts.anonymous;
  const long = story.content.length > STORY_CARD_EXCERPT;
  const thumbs = story.photos.slice(0, STORY_CARD_THUMBNAILS);
  const more = story.photos.length - thumbs.length;
  const href = paths.story.to({ id: story.id });

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-brand-700 to-brand-900">
        <ResponsiveImg image={story.cover} alt="" sizes={CARD_GRID_SIZES} className="size-full object-cover" />
        {/* Top corners: demo and user covers often carry their own caption along the bottom. */}
        <div className="absolute inset-x-0 top-0 flex flex-wrap items-start justify-between gap-2 p-3 text-xs font-semibold text-white">
          <span className="inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1">
            <MapPin className="size-3.5" aria-hidden />
            {story.destination}
          </span>
          <time dateTime={story.trip_date} className="rounded-full bg-black/70 px-2.5 py-1">
            {monthYear(story.trip_date)}
          </time>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-3">
          <AuthorAvatar name={author} src={story.traveler_avatar} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{author}</p>
            <p className="text-xs text-slate-600">{story.trip_type}</p>
          </div>
          {story.verified && <VerifiedBadge />}
        </div>

        <h3 className="text-lg font-bold text-slate-900">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {story.title}
          </Link>
        </h3>

        <p className="whitespace-pre-line text-sm text-slate-700">{expanded || !long ? story.content : excerpt(story.content, STORY_CARD_EXCERPT)}</p>
        {long && (
          <button type="button" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} className="self-start text-sm font-semibold text-brand-800 hover:underline">
            {expanded ? 'Show less' : storyTexts.readMore}
          </button>
        )}

        {thumbs.length > 0 && (
          <ul className="grid grid-cols-4 gap-2" aria-label="Photos">
            {thumbs.map((photo, i) => (
              <li key={photo.url}>
                <Link to={`${href}?image=${i}`} className="block aspect-square overflow-hidden rounded-md" aria-label={`Photo ${i + 1} of ${story.photos.length}`}>
                  <ResponsiveImg image={photo} alt="" sizes={THUMB_SIZES} className="size-full object-cover" />
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Link to={`${href}?image=${STORY_CARD_THUMBNAILS}`} className="flex aspect-square items-center justify-center rounded-md bg-slate-100 text-sm font-semibold text-slate-800">
                  +{more} more
                </Link>
              </li>
            )}
          </ul>
        )}

        {story.highlights.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Highlights">
            {story.highlights.map((h, i) => (
              <li key={`${i}-${h}`} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900">
                {h}
              </li>
            ))}
          </ul>
        )}

        <StoryRating rating={story.rating} />

        <div className="mt-auto flex items-center gap-1 border-t border-slate-100 pt-3">
          <StoryLikeButton story={story} />
          <Link
            to={`${href}#comments`}
            aria-label={`${story.comment_count} ${story.comment_count === 1 ? 'comment' : 'comments'} on “${story.title}”`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <MessageCircle className="size-4" aria-hidden />
            {story.comment_count}
          </Link>
          <span className="ml-auto">
            <StoryShareMenu id={story.id} title={story.title} />
          </span>
        </div>
      </div>
    </article>
  );
}
