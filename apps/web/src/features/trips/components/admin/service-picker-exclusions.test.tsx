import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preferenceNeedsTexts as t } from '@mt/shared';
import { adminServiceFixture } from '../../testing/admin-fixtures';
import { ServicePicker } from './service-picker';

describe('ServicePicker with excluded countries (issue 19)', () => {
  it('marks a service in an excluded country and does not let it be added', () => {
    const onAdd = vi.fn();
    const services = { data: [adminServiceFixture(1, { name: 'Mara Drive', country: 'KE' }), adminServiceFixture(2, { name: 'Cape Walk', country: 'ZA' })], isPending: false, error: null, refetch: vi.fn() };
    render(<ServicePicker services={services} selectedIds={new Set()} onAdd={onAdd} excludedCountries={['KE']} />);
    const list = screen.getByRole('list');
    const mara = within(list).getByText('Mara Drive').closest('li')!;
    expect(within(mara).getByText(t.adminExcludedBadge('KE'))).toHaveTextContent('Excluded: Kenya');
    expect(within(mara).getByRole('button')).toBeDisabled();
    const cape = within(list).getByText('Cape Walk').closest('li')!;
    expect(within(cape).queryByText(/Excluded/)).toBeNull();
    expect(within(cape).getByRole('button')).toBeEnabled();
    expect(screen.getByText(t.adminExcludedWarning)).toBeInTheDocument();
  });
});
