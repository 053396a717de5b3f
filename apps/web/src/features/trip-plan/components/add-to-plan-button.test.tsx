import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tripPlanTexts } from '@mt/shared';
import { useTripPlan } from '../store/trip-plan-store';
import { AddToPlanButton } from './add-to-plan-button';

describe('AddToPlanButton', () => {
  beforeEach(() => useTripPlan.getState().clear());

  it('adds the service once, then says it is in the plan', async () => {
    render(<AddToPlanButton service={{ id: 42, name: 'Gorilla Trek', type: 'tour', company_name: 'Virunga Co' }} />);
    await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Gorilla Trek` }));
    expect(useTripPlan.getState().items).toEqual([expect.objectContaining({ id: 42, partner_name: 'Virunga Co' })]);
    expect(screen.getByRole('button', { name: `${tripPlanTexts.inPlan}: Gorilla Trek` })).toBeDisabled();
  });

  it('renders nothing for a service without an id', () => {
    const { container } = render(<AddToPlanButton service={{ id: null, name: 'x', type: 'tour' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
