import { Link } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import { STORY_FEATURED_EXCERPT, storyTexts, paths, type StoryDto } from '@mt/shared';
import { ResponsiveImg } from '@/components/ui/responsive-image';
import { excerpt, monthYear } from '../utils/story-text';
import { AuthorAvatar } from './author-avatar';
import { StoryLikeButton } from './story-like-button';
import { VerifiedBadge } from './verified-badge';

/** Half of the Container from md (md:grid-cols-2), capped at half of its 68rem content width; full width below. */
const COVER_SIZES = '(min-width: 1152px) 544px, (min-width: 768px) 50vw, 100vw';

/** The first picture on /stories, so the likely LCP: fetched at once and first. */
export function FeaturedStory({ story }: { story: StoryDto }) {
  const author = story.traveler_name?.trim() || storyTexts.anonymous;
  return (
    <section aria-labelledby="featured-story-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-2">
      <div className="aspect-[16/10] bg-gradient-to-br from-brand-700 to-brand-900 md:aspect-auto">
        <ResponsiveImg image={story.cover} alt="" sizes={COVER_SIZES} priority className="size-full object-cover" />
      </div>
      <div className="flex flex-col gap-3 p-6">
        <h2 id="featured-story-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {storyTexts.featuredStory}
        </h2>
        <h3 className="text-2xl font-bold text-slate-900">{story.title}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {story.destination}
          </span>
          <time dateTime={story.trip_date}>{monthYear(story.trip_date)}</time>
          <span>{story.trip_type}</span>
          {story.verified && <VerifiedBadge />}
        </p>
        <div className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <AuthorAvatar name={author} src={story.traveler_avatar} size="sm" />
          {author}
        </div>
        <p className="whitespace-pre-line text-slate-700">{excerpt(story.content, STORY_FEATURED_EXCERPT)}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <Link to={paths.story.to({ id: story.id })} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
            {storyTexts.readFullStory}
            <span className="sr-only">: {story.title}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <StoryLikeButton story={story} />
        </div>
      </div>
    </section>
  );
}
