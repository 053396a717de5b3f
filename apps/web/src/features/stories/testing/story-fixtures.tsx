import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { StoryDto } from '@mt/shared';

export const storyOf = (overrides: Partial<StoryDto> = {}): StoryDto => ({
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
