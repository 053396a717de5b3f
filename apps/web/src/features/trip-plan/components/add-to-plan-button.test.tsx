import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripPlanTexts } from '@mt/shared';
import { useTripPlan, type PlanServiceInput } from '../store/trip-plan-store';
import { AddToPlanButton } from './add-to-plan-button';

function renderButtons(...services: PlanServiceInput[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {services.map((s) => (
              <AddToPlanButton key={String(s.id)} service={s} />
            ))}
            <Toaster />
          </>
        ),
      },
      { path: '/plan-trip', element: <h1>Plan page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

const trek = { id: 42, name: 'Gorilla Trek', type: 'tour', company_name: 'Virunga Co' };

describe('AddToPlanButton', () => {
  beforeEach(() => {
    useTripPlan.getState().clear();
    // Sonner keeps toasts in module state: one test's toast must not answer for the next.
    toast.dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds the service once, then says it is in the plan', async () => {
    renderButtons(trek);
    await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Gorilla Trek` }));
    expect(useTripPlan.getState().items).toEqual([expect.objectContaining({ id: 42, partner_name: 'Virunga Co' })]);
    expect(screen.getByRole('button', { name: `${tripPlanTexts.inPlan}: Gorilla Trek` })).toBeDisabled();
  });

  it('confirms with a toast whose "View plan" action opens /plan-trip', async () => {
    const { router } = renderButtons(trek);
    await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Gorilla Trek` }));
    expect(await screen.findByText(tripPlanTexts.added('Gorilla Trek'))).toBeInTheDocument();
    // A plain click: sonner's swipe handling calls setPointerCapture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: tripPlanTexts.viewPlan }));
    expect(router.state.location.pathname).toBe('/plan-trip');
  });

  it('refuses a fourth service with the spec’s alert and keeps the plan at three', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const services = [1, 2, 3, 4].map((id) => ({ id, name: `Service ${id}`, type: 'tour' }));
    renderButtons(...services);
    for (const s of services) await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: ${s.name}` }));
    expect(alert).toHaveBeenCalledExactlyOnceWith(tripPlanTexts.planFull);
    expect(useTripPlan.getState().items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Service 4` })).toBeEnabled();
  });

  it('renders nothing for a service without an id', () => {
    const { container } = renderButtons({ id: null, name: 'x', type: 'tour' });
    expect(container.querySelector('button')).toBeNull();
  });
});
