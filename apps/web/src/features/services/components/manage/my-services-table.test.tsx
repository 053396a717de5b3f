import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ServiceDto } from '@mt/shared';
import { serviceFixture } from '../../testing/service-fixture';
import { MyServicesTable } from './my-services-table';

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

function renderTable(services: ServiceDto[]) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(<MyServicesTable services={services} onEdit={onEdit} onDelete={onDelete} />);
  return { onEdit, onDelete };
}

// Twelve services named S01..S12 (newest first, as the API answers), prices descending with the name.
const twelve = () => Array.from({ length: 12 }, (_, i) => serviceFixture({ name: `S${String(12 - i).padStart(2, '0')}`, base_price: (12 - i) * 100 }));

afterEach(() => vi.useRealTimers());

describe('MyServicesTable', () => {
  it('shows 5 per page with First/Previous/Next/Last and the page count', () => {
    renderTable(twelve());
    expect(names()).toEqual(['S12', 'S11', 'S10', 'S09', 'S08']);
    const nav = screen.getByRole('navigation', { name: 'Services pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'First' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['S07', 'S06', 'S05', 'S04', 'S03']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    expect(names()).toEqual(['S02', 'S01']);
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Last' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(within(nav).getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'First' }));
    expect(names()[0]).toBe('S12');
  });

  it('shows no pagination for a single page', () => {
    renderTable(twelve().slice(0, 5));
    expect(names()).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Services pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
  });

  it('sorts by a column, toggling ascending and descending, back to page 1', () => {
    renderTable(twelve());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    fireEvent.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['S01', 'S02', 'S03', 'S04', 'S05']);
    fireEvent.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['S12', 'S11', 'S10', 'S09', 'S08']);
    const nameHeader = screen.getByRole('columnheader', { name: /Service/ });
    fireEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    expect(names()[0]).toBe('S01');
  });

  it('puts services without a price last in either direction', () => {
    renderTable([serviceFixture({ name: 'Free', base_price: null }), serviceFixture({ name: 'Cheap', base_price: 1 }), serviceFixture({ name: 'Dear', base_price: 9 })]);
    const price = within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button');
    fireEvent.click(price);
    expect(names()).toEqual(['Cheap', 'Dear', 'Free']);
    fireEvent.click(price);
    expect(names()).toEqual(['Dear', 'Cheap', 'Free']);
  });

  it('searches 300 ms after typing stops, from page 1, and says when nothing matches', async () => {
    vi.useFakeTimers();
    const list = [...twelve(), serviceFixture({ name: 'Zebra Lodge', location_details: 'Tarangire' })];
    renderTable(list);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    const box = screen.getByRole('searchbox', { name: 'Search services' });
    fireEvent.change(box, { target: { value: 'tarangire' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(names()).not.toEqual(['Zebra Lodge']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(names()).toEqual(['Zebra Lodge']);
    expect(screen.queryByRole('navigation', { name: 'Services pages' })).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'S1' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(names()).toEqual(['S12', 'S11', 'S10']);

    fireEvent.change(box, { target: { value: 'nothing like this' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No Services Found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers edit and delete for each row', () => {
    const s = serviceFixture({ name: 'Balloon Safari', base_price: 4500.5, is_active: false });
    const { onEdit, onDelete } = renderTable([s]);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('NOK 4,500.50')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Balloon Safari' }));
    expect(onEdit).toHaveBeenCalledWith(s);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Balloon Safari' }));
    expect(onDelete).toHaveBeenCalledWith(s);
  });
});
