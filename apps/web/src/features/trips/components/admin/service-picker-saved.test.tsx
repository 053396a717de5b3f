import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { savedServicesTexts as t } from '@mt/shared';
import { adminServiceFixture } from '../../testing/admin-fixtures';
import { savedFirst, ServicePicker, type SavedHint } from './service-picker';

const services = {
  data: [
    adminServiceFixture(1, { name: 'Arusha Transfer' }),
    adminServiceFixture(2, { name: 'Serengeti Camp' }),
    adminServiceFixture(3, { name: 'Zanzibar Dhow' }),
    adminServiceFixture(4, { name: 'Kilimanjaro Trek' }),
  ],
  isPending: false,
  error: null,
  refetch: vi.fn(),
};

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

const renderPicker = (saved?: SavedHint) => render(<ServicePicker services={services} saved={saved} selectedIds={new Set()} onAdd={vi.fn()} />);

describe('the create-trip picker with the traveller’s saved services (issue 22)', () => {
  it('lists the saved services first, newest saved first, each marked, then the rest in their order', () => {
    renderPicker({ ids: [3, 2], failed: false });
    expect(names()).toEqual(['Zanzibar Dhow', 'Serengeti Camp', 'Arusha Transfer', 'Kilimanjaro Trek']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => within(li).queryByText(t.savedByTraveller) !== null)).toEqual([true, true, false, false]);
    expect(screen.getByText(t.savedCount(2))).toBeInTheDocument();
  });

  it('keeps the saved ones first while the admin searches', async () => {
    renderPicker({ ids: [4], failed: false });
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    expect(names()[0]).toBe('Kilimanjaro Trek');
  });

  it('ignores a saved id the list does not hold (no longer bookable)', () => {
    renderPicker({ ids: [99, 1], failed: false });
    expect(names()).toEqual(['Arusha Transfer', 'Serengeti Camp', 'Zanzibar Dhow', 'Kilimanjaro Trek']);
    expect(screen.getByText(t.savedCount(1))).toBeInTheDocument();
  });

  it('waits for the saved ids before listing, so nothing reorders under the pointer', () => {
    renderPicker({ ids: undefined, failed: false });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('lists in the usual order, and says so, when the saved ids could not be read', () => {
    renderPicker({ ids: undefined, failed: true });
    expect(names()).toEqual(['Arusha Transfer', 'Serengeti Camp', 'Zanzibar Dhow', 'Kilimanjaro Trek']);
    expect(screen.getByText(t.savedLoadFailed)).toBeInTheDocument();
    expect(screen.queryByText(t.savedByTraveller)).toBeNull();
  });

  it('savedFirst keeps the order of the rest', () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(savedFirst(list, [5, 2]).map((s) => s.id)).toEqual([5, 2, 1, 3, 4]);
    expect(savedFirst(list, []).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
