import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripTexts } from '@mt/shared';
import { renderWithProviders as render } from '@/test/render';
import { tripFixture } from '../testing/trip-fixture';
import { TravelHistory } from './travel-history';

const trips = Array.from({ length: 12 }, (_, i) => tripFixture({ id: 100 + i, status: i % 3 ? 'completed' : 'cancelled', payment_status: i % 3 ? 'paid' : 'refunded' }));
const rowIds = () => within(screen.getByRole('table')).getAllByText(/^#\d+$/).map((el) => el.textContent);

describe('TravelHistory', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the empty state without trips', () => {
    render(<TravelHistory trips={[]} onViewDetails={vi.fn()} />);
    expect(screen.getByText(tripTexts.noHistoryTitle)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('pages by 5 with First/Previous/Next/Last and the summary', () => {
    render(<TravelHistory trips={trips} onViewDetails={vi.fn()} />);
    expect(rowIds()).toEqual(['#111', '#110', '#109', '#108', '#107']);
    expect(screen.getByText(tripTexts.pageSummary(1, 3, 12))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(rowIds()).toEqual(['#101', '#100']);
    expect(screen.getByText(tripTexts.pageSummary(3, 3, 12))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(tripTexts.pageSummary(2, 3, 12))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(rowIds()[0]).toBe('#111');
  });

  it('sorts by a header, both ways', () => {
    render(<TravelHistory trips={trips} onViewDetails={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Trip Info/ }));
    expect(rowIds()[0]).toBe('#100');
    expect(screen.getByRole('columnheader', { name: /Trip Info/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Trip Info/ }));
    expect(rowIds()[0]).toBe('#111');
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getAllByText('Cancelled')).toHaveLength(4);
    // Trips of the same status stay newest first.
    expect(rowIds()).toEqual(['#109', '#106', '#103', '#100', '#111']);
  });

  it('searches by id after 300 ms, hides the pager with one page, and says when nothing matches', () => {
    render(<TravelHistory trips={trips} onViewDetails={vi.fn()} />);
    fireEvent.change(screen.getByPlaceholderText(tripTexts.searchPlaceholder), { target: { value: '#105' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(rowIds()).toHaveLength(5);
    act(() => void vi.advanceTimersByTime(1));
    expect(rowIds()).toEqual(['#105']);
    expect(screen.queryByRole('navigation', { name: 'Travel history pages' })).not.toBeInTheDocument();
    // Without the '#', and a prefix of ids: 110 and 111.
    fireEvent.change(screen.getByPlaceholderText(tripTexts.searchPlaceholder), { target: { value: ' 11' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(rowIds()).toEqual(['#111', '#110']);
    fireEvent.change(screen.getByPlaceholderText(tripTexts.searchPlaceholder), { target: { value: '999' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByText(tripTexts.noPastFoundTitle)).toBeInTheDocument();
  });

  it('opens a trip with View Details', () => {
    const onView = vi.fn();
    render(<TravelHistory trips={trips} onViewDetails={onView} />);
    fireEvent.click(screen.getByRole('button', { name: 'View details of trip #111' }));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 111 }));
  });
});
