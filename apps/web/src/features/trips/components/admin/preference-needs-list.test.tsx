import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferenceNeedsTexts as t } from '@mt/shared';
import { adminPreferenceFixture } from '../../testing/admin-fixtures';
import { PreferenceSummary } from './preference-summary';

describe('PreferenceSummary needs (issue 19)', () => {
  it('shows every need of the preference, and "None given" for those left empty', () => {
    const p = adminPreferenceFixture({ home_city: 'Nairobi (NBO)', flights_included: false, accessibility_needs: 'Wheelchair user', dietary_needs: null, excluded_countries: ['KE', 'TZ'] });
    render(<PreferenceSummary preference={p} />);
    expect(screen.getByText('Nairobi (NBO)')).toBeInTheDocument();
    expect(screen.getByText(t.flightsNo)).toBeInTheDocument();
    expect(screen.getByText('Wheelchair user')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.excludedLabel })).toHaveTextContent('KenyaTanzania');
    expect(screen.getAllByText(t.adminNone)).toHaveLength(1);
  });
});
