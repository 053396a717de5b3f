import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { isolateToasts } from '@/test/toaster';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripPlanTexts } from '@mt/shared';
import { useTripPlan, type PlanServiceInput } from '../store/trip-plan-store';
import { AddToPlanButton } from './add-to-plan-button';

function renderButtons(...services: PlanServiceInput[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: services.map((s) => <AddToPlanButton key={String(s.id)} service={s} />) },
      { path: '/plan-trip', element: <h1>Plan page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  // Outside the routes, as in the app: a toast outlives the page it was raised on.
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...view };
}

const trek = { id: 42, name: 'Gorilla Trek', type: 'tour', company_name: 'Virunga Co' };

describe('AddToPlanButton', () => {
  isolateToasts();
  beforeEach(() => useTripPlan.getState().clear());
  afterEach(() => vi.restoreAllMocks());

  it('adds the service once, then says it is in the plan', async () => {
    renderButtons(trek);
    await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Gorilla Trek` }));
    expect(useTripPlan.getState().items).toEqual([expect.objectContaining({ id: 42, partner_name: 'Virunga Co' })]);
    expect(screen.getByRole('button', { name: `${tripPlanTexts.inPlan}: Gorilla Trek` })).toBeDisabled();
    expect(await screen.findByText(tripPlanTexts.added('Gorilla Trek'))).toBeInTheDocument();
  });

  it('confirms with a toast whose "View plan" action opens /plan-trip and closes the toast', async () => {
    const { router } = renderButtons(trek);
    await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Gorilla Trek` }));
    const message = await screen.findByText(tripPlanTexts.added('Gorilla Trek'));
    const toast = message.closest('li')!;
    // A plain click: sonner's swipe handling calls setPointerCapture, which jsdom lacks.
    fireEvent.click(within(toast).getByRole('button', { name: tripPlanTexts.viewPlan }));
    expect(router.state.location.pathname).toBe('/plan-trip');
    // Waiting for its exit animation also keeps sonner's removal timer inside this test.
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  });

  it('refuses a fourth service with the spec’s alert and keeps the plan at three', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const services = [1, 2, 3, 4].map((id) => ({ id, name: `Service ${id}`, type: 'tour' }));
    renderButtons(...services);
    for (const s of services) await userEvent.click(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: ${s.name}` }));
    expect(await screen.findByText(tripPlanTexts.added('Service 3'))).toBeInTheDocument();
    expect(screen.queryByText(tripPlanTexts.added('Service 4'))).toBeNull();
    expect(alert).toHaveBeenCalledExactlyOnceWith(tripPlanTexts.planFull);
    expect(useTripPlan.getState().items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: `${tripPlanTexts.addToPlan}: Service 4` })).toBeEnabled();
  });

  it('renders nothing for a service without an id', () => {
    const { container } = renderButtons({ id: null, name: 'x', type: 'tour' });
    expect(container.querySelector('button')).toBeNull();
  });
});
