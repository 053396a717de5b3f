import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describeImage, type ResponsiveImage, type StoryDto } from '@mt/shared';

/** A story as the API answers it; cover and photos follow cover_image and media_gallery, as the API derives them. */
export const storyOf = (overrides: Partial<StoryDto> = {}): StoryDto => {
  const story = storyFields(overrides);
  return {
    ...story,
    cover: overrides.cover !== undefined ? overrides.cover : describeImage(story.cover_image),
    photos: overrides.photos ?? story.media_gallery.map((url) => describeImage(url) as ResponsiveImage),
  };
};

const storyFields = (overrides: Partial<StoryDto>): Omit<StoryDto, 'cover' | 'photos'> => ({
  id: 7,
  title: 'Lions at dawn',
  destination: 'Serengeti, Tanzania',
  trip_date: '2024-06-10',
  trip_type: 'Adventure',
  content: 'Short story.',
  highlights: [],
  rating: 4,
  cover_image: null,
  media_gallery: [],
  traveler_name: 'Amina Mwangi',
  traveler_avatar: null,
  verified: false,
  like_count: 3,
  comment_count: 2,
  userHasLiked: false,
  userHasSaved: false,
  canSave: false,
  author_id: 1,
  created_at: '2024-07-01T10:00:00.000Z',
  ...overrides,
});

function WhereAmI() {
  const l = useLocation();
  return <p data-testid="location">{`${l.pathname}${l.search}`}</p>;
}

/** Renders `ui` at /stories with a fresh query client; other paths show where the app navigated. */
export function renderWithClient(ui: ReactNode, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: '/stories', element: ui },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: ['/stories'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}
