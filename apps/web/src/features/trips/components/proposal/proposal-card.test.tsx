import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeProposalChange, formatMoney, paymentPlanTexts, postponeTexts, proposalTexts as t, tripTermsTexts, type TravellerTrip } from '@mt/shared';
import { useSession } from '@/lib/session-store';
import { jsonResponse, renderWithProviders, routeFetch } from '@/test/render';
import { paymentPlanFixture } from '../../testing/payment-plan-fixture';
import { postponementFixture, tripFixture } from '../../testing/trip-fixture';
import { ProposalCard } from './proposal-card';

beforeEach(() => useSession.getState().setSession({ id: 5, name: 'Amina', email: 'amina@example.com', user_type: 'traveller' } as never, 'traveller-token'));
afterEach(() => vi.unstubAllGlobals());

function setup(over: Partial<TravellerTrip> = {}) {
  const onPay = vi.fn();
  const trip = tripFixture(over);
  renderWithProviders(<ProposalCard trip={trip} onPay={onPay} />);
  return { onPay, trip, user: userEvent.setup() };
}
// The DOM matchers collapse the no-break space Intl puts after the currency code.
const nok = (n: number) => formatMoney(n, 'NOK').replace(/\u00a0/g, ' ');
const sentBody = (mock: ReturnType<typeof routeFetch>) => JSON.parse(String(mock.mock.calls[0]![1]!.body)) as unknown;

describe('ProposalCard (issue 18)', () => {
  it('says the destination stays a surprise when asking for changes (issue 19)', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: t.requestChanges }));
    expect(screen.getByRole('dialog')).toHaveTextContent(t.changeRequestHint);
  });

  it('leaves the surprise out of the change request hint on a known rebooking', async () => {
    const { user } = setup({ destination_known: true });
    await user.click(screen.getByRole('button', { name: t.requestChanges }));
    expect(screen.getByRole('dialog')).toHaveTextContent(t.changeRequestHintKnown);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('surprise');
  });

  it('shows the teaser, what is included and the traveller’s own preferences, with the three answers', async () => {
    const { onPay, user } = setup();
    expect(screen.getByText('Dunes at dawn and spice-scented alleys at dusk.')).toBeInTheDocument();
    const included = screen.getByRole('region', { name: t.whatsIncluded });
    for (const line of [t.nights(6), t.accommodation('tented camp and a boutique riad'), t.guidedActivities(3), t.meals('breakfast daily'), t.transfersIncluded, t.flightsNotIncluded]) {
      expect(within(included).getByText(line)).toBeInTheDocument();
    }
    const prefs = screen.getByRole('region', { name: t.yourPreferences });
    expect(within(prefs).getByText('$2,000 – $3,500 per person')).toBeInTheDocument();
    expect(within(prefs).getByText('5–7 days')).toBeInTheDocument();
    expect(within(prefs).getByText('Wildlife, Culture')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([t.acceptAndPay, t.requestChanges, t.decline]);
    await user.click(screen.getByRole('button', { name: t.acceptAndPay }));
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('offers no Accept & Pay when the payment is not open, and says nothing of changes on a first proposal', () => {
    setup({ payment_status: 'paid' });
    expect(screen.queryByRole('button', { name: t.acceptAndPay })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.whatChanged })).not.toBeInTheDocument();
  });

  it('sends a change request with the message, and closes its dialog', async () => {
    const mock = routeFetch({ 'POST /api/trips/7/change-request': jsonResponse(200, { message: t.changeRequested, trip: tripFixture() }) });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: t.requestChanges }));
    const dialog = screen.getByRole('dialog', { name: t.changeRequestTitle });
    const send = within(dialog).getByRole('button', { name: t.sendRequest });
    expect(send).toBeDisabled();
    const typed = '  One night less, please ';
    await user.type(within(dialog).getByLabelText(t.changeRequestLabel), typed);
    // How much is written of the limit, the limit written as the rest of the site writes numbers.
    expect(within(dialog).getByText(`${typed.length} / 2,000`)).toBeInTheDocument();
    await user.click(send);
    expect(sentBody(mock)).toEqual({ message: 'One night less, please' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines with the reason after the confirmation, and shows the server’s refusal in the dialog', async () => {
    const mock = routeFetch({ 'POST /api/trips/7/decline': jsonResponse(409, { message: t.notAnswerable }) });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: t.decline }));
    const dialog = screen.getByRole('dialog', { name: t.declineTitle });
    expect(dialog).toHaveTextContent(t.declineBody);
    await user.type(within(dialog).getByLabelText(t.declineLabel), 'Dates changed');
    await user.click(within(dialog).getByRole('button', { name: t.confirmDecline }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.notAnswerable);
    expect(sentBody(mock)).toEqual({ reason: 'Dates changed' });
    await user.click(within(dialog).getByRole('button', { name: t.keepProposal }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says changes were requested, with the request, while the team revises', () => {
    setup({ proposal_answer: { kind: 'changes_requested', message: 'Cheaper, please', answered_at: '2030-01-02T10:00:00.000Z' } });
    expect(screen.getByText(t.changesRequestedTitle)).toBeInTheDocument();
    expect(screen.getByText('Cheaper, please')).toBeInTheDocument();
    // The proposal as it stands can still be accepted.
    expect(screen.getByRole('button', { name: t.acceptAndPay })).toBeEnabled();
  });

  it('shows a revised proposal’s version and what changed', () => {
    const changes = [
      { field: 'total_price', from: 25000, to: 22000 },
      { field: 'nights', from: 7, to: 6 },
      { field: 'flights_included', from: false, to: true },
    ] as TravellerTrip['changes'];
    setup({ revision: 2, changes });
    const box = screen.getByRole('region', { name: t.whatChanged });
    expect(box).toHaveTextContent(t.revisedTitle(2));
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(changes.map((c) => describeProposalChange(c, 'NOK')));
  });

  it('states the deposit offer before the answers, so Accept & Pay is read with it', () => {
    setup({ payment_plan: paymentPlanFixture({ deposit_offered: true, parts: ['deposit', 'full'] }) });
    const offer = screen.getByText(paymentPlanTexts.depositOffer(20, nok(1000), '26 Mar 2030'));
    const accept = screen.getByRole('button', { name: t.acceptAndPay });
    expect(offer.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no deposit when only the full price can be paid', () => {
    setup();
    // The cancellation terms explain what "the deposit" a tier keeps is; nothing else offers one.
    const terms = screen.getByRole('region', { name: tripTermsTexts.title });
    expect(screen.queryAllByText(/deposit/i).filter((el) => !terms.contains(el))).toEqual([]);
  });

  it('shows the cancellation tiers and postponement rule of this trip before the answers, not the defaults', () => {
    const tiers = [
      { min_days_before_departure: 100, refund_percent: 90, keeps_deposit: false },
      { min_days_before_departure: 0, refund_percent: 10, keeps_deposit: false },
    ];
    setup({ cancellation_tiers: tiers, postponement: postponementFixture({ fee: 1500 }) });
    const terms = screen.getByRole('region', { name: tripTermsTexts.title });
    expect(within(terms).getAllByRole('term').map((el) => el.textContent)).toEqual(['100 days or more before departure', 'Under 100 days before departure']);
    expect(within(terms).getAllByRole('definition').map((el) => el.textContent)).toEqual(['90 % of what you paid', '10 % of what you paid']);
    expect(terms).not.toHaveTextContent('60 days or more');
    expect(within(terms).getByText(postponeTexts.terms(nok(1500)))).toBeInTheDocument();
    // Read before answering: the terms come before the Accept & Pay button in the page's order.
    expect(terms.compareDocumentPosition(screen.getByRole('button', { name: t.acceptAndPay })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
