import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, CalendarDays, MapPin } from 'lucide-react';
import { storyTexts, paths } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { ResponsiveImg } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStory } from '../api/get-story';
import { AuthorAvatar } from '../components/author-avatar';
import { PhotoSlideshow } from '../components/photo-slideshow';
import { StoryComments } from '../components/story-comments';
import { StoryLikeButton } from '../components/story-like-button';
import { StoryOwnerActions } from '../components/story-owner-actions';
import { StoryRating } from '../components/story-rating';
import { StoryShareMenu } from '../components/story-share-menu';
import { VerifiedBadge } from '../components/verified-badge';
import { storyIdFromParam } from '../utils/filters-from-url';
import { imageIndexFromQuery, longDate } from '../utils/story-text';

/** The page's column: a max-w-4xl Container, 56rem less 2 * 2rem padding = 832px, else the screen less padding. */
const COLUMN_SIZES = '(min-width: 896px) 832px, 100vw';

const backLink = (
  <Link to={paths.stories} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
    <ArrowLeft className="size-4" aria-hidden />
    {storyTexts.backToStories}
  </Link>
);

export default function StoryDetailPage() {
  const { id: rawId = '' } = useParams();
  const id = storyIdFromParam(rawId);
  const [search] = useSearchParams();
  const query = useStory(id);
  const story = query.data;
  useDocumentTitle(story?.title ?? storyTexts.listTitle);

  const missing = Number.isNaN(id) || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <Container width="narrow" className="py-16 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{storyTexts.notFoundTitle}</h1>
        <p className="mt-3 text-slate-700">{storyTexts.notFoundBody}</p>
        <LinkButton to={paths.stories} className="mt-6">
          {storyTexts.backToStories}
        </LinkButton>
      </Container>
    );
  }
  if (query.isPending) return <Spinner label="Loading story…" />;
  if (!story) {
    return (
      <Container width="narrow" className="space-y-4 py-12">
        {backLink}
        <h1 className="sr-only">{storyTexts.listTitle}</h1>
        <Alert tone="error" title={storyTexts.detailLoadFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      </Container>
    );
  }

  const author = story.traveler_name?.trim() || storyTexts.anonymous;
  return (
    <Container width="medium" className="space-y-8 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {backLink}
        <StoryOwnerActions story={story} />
      </div>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{story.title}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {story.destination}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-4" aria-hidden />
            <time dateTime={story.trip_date}>{longDate(story.trip_date)}</time>
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800">{story.trip_type}</span>
          {story.verified && <VerifiedBadge />}
        </p>
      </header>

      {/* The LCP of the page: fetched at once; its width and height keep the text below from jumping. */}
      <ResponsiveImg image={story.cover} alt="" sizes={COLUMN_SIZES} priority className="h-auto max-h-[36rem] w-full rounded-2xl object-cover" />

      <div className="flex flex-wrap items-center gap-3">
        <AuthorAvatar name={author} src={story.traveler_avatar} size="lg" />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{author}</p>
          <StoryRating rating={story.rating} />
        </div>
        <StoryLikeButton story={story} />
        <StoryShareMenu id={story.id} title={story.title} />
      </div>

      <div className="whitespace-pre-wrap break-words text-lg leading-relaxed text-slate-800">{story.content}</div>

      {story.highlights.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Highlights">
          {story.highlights.map((h, i) => (
            <li key={`${i}-${h}`} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
              {h}
            </li>
          ))}
        </ul>
      )}

      {story.photos.length > 0 && (
        <section aria-labelledby="gallery-heading" className="space-y-3">
          <h2 id="gallery-heading" className="text-xl font-bold text-slate-900">
            {storyTexts.photoGallery}
          </h2>
          <PhotoSlideshow
            key={`${story.id}-${search.get('image')}`}
            photos={story.photos}
            sizes={COLUMN_SIZES}
            initialIndex={imageIndexFromQuery(search.get('image'), story.photos.length)}
            title={story.title}
          />
        </section>
      )}

      <StoryComments storyId={story.id} count={story.comment_count} />
    </Container>
  );
}
