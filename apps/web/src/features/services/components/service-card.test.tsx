import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SERVICE_DESCRIPTION_TRUNCATE } from '@mt/shared';
import { serviceFixture } from '../testing/service-fixture';
import { ServiceCard } from './service-card';
import { ServicesGrid } from './services-grid';

const renderCard = (...args: Parameters<typeof serviceFixture>) => {
  const service = serviceFixture(...args);
  render(
    <MemoryRouter>
      <ServiceCard service={service} action={<button type="button">Add to trip plan</button>} />
    </MemoryRouter>,
  );
  return { service, card: screen.getByRole('article') };
};

describe('ServiceCard', () => {
  it('shows image, type badge, location, name, partner link, website and price', () => {
    const { card } = renderCard();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/services/dhow.webp');
    expect(within(card).getByText('Activity/Excursion')).toBeInTheDocument();
    expect(within(card).getByText('Stone Town, Zanzibar, Tanzania')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: /Sunset Dhow Cruise/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Spice Island Dhow Company' })).toHaveAttribute('href', '/partners/spice-island-dhow-company');
    const website = within(card).getByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://dhow.example.com');
    expect(website).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(card).toHaveTextContent('From NOK 500.00 per person');
    expect(within(card).getByRole('button', { name: 'Add to trip plan' })).toBeInTheDocument();
  });

  it('shows the length, group size and season in one line, and nothing of them when not said (issue 22)', () => {
    const { card } = renderCard({ duration_hours: 72, group_size_min: 2, group_size_max: 8, availability: [{ from: '2031-06-01', until: '2031-10-31' }] });
    expect(within(card).getByText('3 days · 2–8 people · 1 Jun – 31 Oct 2031')).toBeInTheDocument();
    const paragraphs = card.querySelectorAll('p').length;
    cleanup();
    const { card: silent } = renderCard({ duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    expect(silent.querySelectorAll('p')).toHaveLength(paragraphs - 1);
    expect(silent).not.toHaveTextContent(/·|people|Oct/);
  });

  it('offers the stored widths for a grid column, with the size reserved, and waits until it nears the viewport', () => {
    const { card } = renderCard({ image_url: '/uploads/services/0b5e-1280x800.webp' });
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/uploads/services/0b5e-1280x800-320w.webp 320w'));
    expect(img).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1024px) 33vw'));
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the picture first, never lazily, when it is the page’s largest', () => {
    render(
      <MemoryRouter>
        <ServicesGrid services={[serviceFixture({ id: 1 }), serviceFixture({ id: 2 })]} leadsPage />
        <ServicesGrid services={[serviceFixture({ id: 3 })]} />
      </MemoryRouter>,
    );
    const imgs = screen.getAllByRole('article').map((a) => a.querySelector('img')!);
    expect(imgs.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('keeps an absolute http(s) image as it is', () => {
    const { card } = renderCard({ image_url: 'https://cdn.example.com/dhow.jpg' });
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/dhow.jpg');
  });

  it('shows the placeholder, not an img, for a URL we do not serve', () => {
    const { card } = renderCard({ image_url: 'javascript:alert(1)' });
    expect(card.querySelector('img')).toBeNull();
  });

  it('cuts a long description at 120 characters and toggles Read More / Read Less', async () => {
    const long = `${'Lions at dawn. '.repeat(10)}The end of the story.`;
    const { card } = renderCard({ description: long });
    const shown = () => card.querySelector('p[id]')!.textContent!;
    expect(shown()).toBe(`${long.slice(0, SERVICE_DESCRIPTION_TRUNCATE).trimEnd()}…`);
    expect(shown()).not.toContain('The end of the story.');
    const more = within(card).getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(shown()).toBe(long);
    await userEvent.click(within(card).getByRole('button', { name: 'Read Less' }));
    expect(shown()).toContain('…');
  });

  it('shows a short description whole, without a toggle', () => {
    const { card } = renderCard({ description: 'x'.repeat(SERVICE_DESCRIPTION_TRUNCATE) });
    expect(within(card).queryByRole('button', { name: 'Read More' })).toBeNull();
  });

  it.each([
    [4, 3, '4'],
    [4.25, 4, '4.3'],
    [0, 2, 'N/A'],
    [null, 1, 'N/A'],
  ])('shows an average of %s with %s reviews as %s', (avg, count, shown) => {
    const { card } = renderCard({ avg_rating: avg, review_count: count });
    expect(card).toHaveTextContent(`${shown}`);
    expect(card).toHaveTextContent(`(${count} review${count === 1 ? '' : 's'})`);
  });

  it("shows 'No Ratings Yet' without reviews, and no website link or price when there is none", () => {
    const { card } = renderCard({ avg_rating: null, review_count: 0, partner_website_url: null, base_price: null, image_url: null });
    expect(card).toHaveTextContent('No Ratings Yet');
    expect(within(card).queryByRole('link', { name: /Website/ })).toBeNull();
    expect(card).toHaveTextContent('Contact for pricing');
    expect(card.querySelector('img')).toBeNull();
  });
});
