import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { QueryState, type QueryStatus } from './query-state';

const status = (over: Partial<QueryStatus>): QueryStatus => ({ data: undefined, isPending: false, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...over });

function renderState(query: QueryStatus, { empty = false, httpFallback = false } = {}) {
  const content = vi.fn(() => <p>The rows</p>);
  render(
    <QueryState query={query} loadingLabel="Loading rows…" errorTitle="Failed to fetch rows" httpFallback={httpFallback} empty={empty && <p>Nothing yet</p>}>
      {content}
    </QueryState>,
  );
  return content;
}

describe('QueryState', () => {
  it('shows the loading label and does not build the content before the data is there', () => {
    const content = renderState(status({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
    expect(content).not.toHaveBeenCalled();
  });

  it('shows the title, the server message and a retry that refetches', () => {
    const query = status({ isError: true, error: new ApiError(500, 'Database unavailable', 'server') });
    renderState(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch rows');
    expect(alert).toHaveTextContent('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('words a bare HTTP error with the title unless told to show it', () => {
    const error = new ApiError(502, 'Request failed with status 502', 'http');
    renderState(status({ isError: true, error }));
    expect(screen.getByRole('alert')).not.toHaveTextContent('502');
  });

  it('keeps the rows on screen when a background refresh fails', () => {
    renderState(status({ isError: true, error: new Error('offline'), data: [1] }));
    expect(screen.getByText('The rows')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state instead of the content', () => {
    const content = renderState(status({ data: [] }), { empty: true });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });
});
