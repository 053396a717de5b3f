import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { partnerTexts, paths } from '@mt/shared';
import { renderAuthPage } from '../testing/render-auth-page';
import PartnerRegistrationSuccessPage from './partner-registration-success-page';

describe('PartnerRegistrationSuccessPage', () => {
  it('says what happens next (no review: confirm the address, choose a plan, list) and leads to the dashboard', () => {
    renderAuthPage(paths.partnerRegistrationSuccess, () => <PartnerRegistrationSuccessPage />, paths.partnerRegistrationSuccess);
    expect(screen.getByRole('heading', { level: 1, name: partnerTexts.registrationSubmittedTitle })).toBeInTheDocument();
    expect(screen.getByText(partnerTexts.registrationSubmittedBody)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/review/i);
    expect(screen.getByRole('link', { name: partnerTexts.registrationSubmittedAction })).toHaveAttribute('href', paths.partnerDashboard);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', paths.home);
  });
});
