import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import HomePage from './home-page';

const renderHome = (featured?: React.ReactNode) =>
  render(
    <MemoryRouter>
      <HomePage featuredServices={featured} />
    </MemoryRouter>,
  );

describe('HomePage', () => {
  it('has one h1, the two calls to action and the home sections', async () => {
    renderHome();
    // The sections below "How It Works" load apart (part-when-visible): the browser renders them here.
    expect(await screen.findByRole('heading', { name: 'Why Choose Mystery Trips' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Plan a Mystery Trip' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/service-discovery');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Choose Mystery Trips' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/partner-register');
    expect(screen.getByRole('link', { name: 'See how pricing works' })).toHaveAttribute('href', '/pricing');
    expect(document.title).toBe('Mystery Trips – Surprise journeys across Africa');
  });

  it('renders the featured services slot only when app/ fills it', () => {
    const { container, unmount } = renderHome();
    expect(container.querySelector('[data-slot="featured-services"]')).toBeNull();
    unmount();
    renderHome(<p>Featured snippet</p>);
    expect(screen.getByText('Featured snippet')).toBeInTheDocument();
  });
});
