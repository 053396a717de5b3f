import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import NotFoundPage from './not-found';
import RouteErrorPage from './route-error';

describe('error pages', () => {
  it('shows a friendly message with a way home when a route throws', async () => {
    const Boom = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    // The error is logged on purpose; keep the test output readable.
    const original = console.error;
    console.error = () => {};
    try {
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('boom')).not.toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });

  it('renders the 404 page with a link home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/nowhere'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found – Mystery Trips');
  });
});
