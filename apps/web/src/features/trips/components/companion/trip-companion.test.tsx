import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { itineraryTexts as t, paths, tripTexts, type TripDetailsResponse, type UserDto } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, testQueryClient } from '@/test/render';
import { useSession } from '@/lib/session-store';
import { TripCompanion } from './trip-companion';
import ItineraryPrintPage from '../../pages/itinerary-print-page';

const traveller: UserDto = {
  id: 5,
  name: 'Ingrid Berg',
  email: 'ingrid@example.com',
  user_type: 'traveller',
  userType: 'traveller',
  companyName: null,
  profile_image: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

const service = (id: number, name: string, location: string | null, contact: TripDetailsResponse['services'][number]['contact']) => ({
  id,
  name,
  type: 'tour',
  company_name: 'Spice Route Tours',
  partner_slug: 'spice-route',
  location_details: location,
  description: '',
  image_url: null,
  contact,
  map_url: location ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}` : null,
});

const companionDetails: TripDetailsResponse = {
  id: 43,
  name: 'Salt, Sails and Cloves',
  destination: 'Stone Town, Zanzibar',
  departure_date: '2030-05-10',
  return_date: '2030-05-16',
  services: [
    service(1, 'Sunset Dhow Cruise', 'Stone Town, Zanzibar', { email: 'hello@spice.example', phone: '+255 24 223 0000', website: 'https://spice.example' }),
    service(2, 'Night Market Supper', null, { email: 'market@spice.example', phone: null, website: null }),
  ],
  itinerary: {
    meeting_point: 'Karume Airport arrivals hall',
    meeting_time: '14:30',
    days: [
      { date: '2030-05-10', title: 'Arrival', notes: 'Transfer to the hotel.', service_ids: [] },
      { date: '2030-05-12', title: 'Sails at sunset', notes: '', service_ids: [1] },
    ],
  },
};

beforeEach(() => useSession.getState().setSession(traveller, 'traveller-token'));
afterEach(() => vi.unstubAllGlobals());

describe('TripCompanion', () => {
  it('shows the meeting point, the days with their services and map links, the hosts and the printable page', () => {
    renderWithProviders(<TripCompanion details={companionDetails} />);
    expect(screen.getByRole('region', { name: t.meetingTitle })).toHaveTextContent(t.meetingAt('Karume Airport arrivals hall', '14:30'));
    const days = within(screen.getByRole('region', { name: t.companionTitle })).getAllByRole('listitem');
    expect(screen.getByRole('heading', { name: /Day 1 · .*: Arrival/ })).toBeInTheDocument();
    // Day numbers count from the departure, so a day skipped keeps the calendar's count.
    expect(screen.getByRole('heading', { name: /Day 3 · .*: Sails at sunset/ })).toBeInTheDocument();
    expect(within(days.find((d) => d.textContent?.includes('Sails at sunset'))!).getByRole('link', { name: t.mapLink('Sunset Dhow Cruise') })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Stone%20Town%2C%20Zanzibar',
    );
    const hosts = screen.getByRole('region', { name: t.contactsTitle });
    expect(within(hosts).getByRole('link', { name: 'hello@spice.example' })).toHaveAttribute('href', 'mailto:hello@spice.example');
    expect(within(hosts).getByRole('link', { name: '+255 24 223 0000' })).toHaveAttribute('href', 'tel:+255242230000');
    expect(within(hosts).getByRole('link', { name: 'https://spice.example' })).toHaveAttribute('href', 'https://spice.example');
    expect(within(hosts).getByRole('link', { name: 'market@spice.example' })).toBeInTheDocument();
    expect(within(hosts).getAllByRole('link', { name: /^Map:/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: t.printLink })).toHaveAttribute('href', paths.travellerItinerary.to({ id: 43 }));
  });

  it('says the itinerary is coming when none is written, and shows no meeting point', () => {
    renderWithProviders(<TripCompanion details={{ ...companionDetails, itinerary: null }} />);
    expect(screen.getByText(t.noItinerary)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.meetingTitle })).not.toBeInTheDocument();
  });
});

describe('ItineraryPrintPage', () => {
  const renderAt = (id: number) => {
    const router = createMemoryRouter([{ path: paths.travellerItinerary.pattern, element: <ItineraryPrintPage /> }], { initialEntries: [paths.travellerItinerary.to({ id })] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };

  it('prints a page per day: every day after the first breaks before it', async () => {
    routeFetch({ 'GET /api/trips/43/details': jsonResponse(200, companionDetails) });
    renderAt(43);
    expect(await screen.findByRole('heading', { level: 1, name: t.printPageTitle(43) })).toBeInTheDocument();
    const arrival = screen.getByRole('heading', { name: /Arrival/ }).closest('li')!;
    const sails = screen.getByRole('heading', { name: /Sails at sunset/ }).closest('li')!;
    expect(arrival).not.toHaveClass('print:break-before-page');
    expect(sails).toHaveClass('print:break-before-page');
    expect(screen.getByRole('button', { name: t.printButton })).toBeInTheDocument();
    expect(document.title).toContain(t.printPageTitle(43));
  });

  it('shows the server’s refusal before the reveal, and no print button', async () => {
    routeFetch({ 'GET /api/trips/44/details': jsonResponse(409, { message: tripTexts.detailsNotRevealed }) });
    renderAt(44);
    expect(await screen.findByText(tripTexts.detailsNotRevealed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.printButton })).not.toBeInTheDocument();
  });
});
