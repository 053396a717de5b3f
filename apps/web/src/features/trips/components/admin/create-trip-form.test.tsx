import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminTripTexts as t, proposalTexts, tripTexts, type AdminPreference, type AdminService } from '@mt/shared';
import { jsonResponse, renderWithProviders, routeFetch, signInAsAdmin } from '@/test/render';
import { adminPreferenceFixture, adminServiceFixture, adminTripFixture } from '../../testing/admin-fixtures';
import { useCreateTrip } from '../../api/admin/create-trip';
import { FILLED_CONTENTS, fillProposalContents } from '../../testing/fill-proposal-contents';
import { CreateTripForm } from './create-trip-form';

beforeEach(() => signInAsAdmin());
afterEach(() => vi.unstubAllGlobals());

const source = (data: AdminService[]) => ({ data, isPending: false, error: null, refetch: vi.fn() });
const services = [
  adminServiceFixture(1, { name: 'Serengeti Camp', type: 'accommodation', company_name: 'Savanna Co', base_price: 1234.56, base_price_nok: 1234.56 }),
  adminServiceFixture(2, { name: 'Kilimanjaro Trek', type: 'activity', company_name: 'Peak Guides', base_price: 120.5, currency: 'USD', base_price_nok: 1281.91 }),
  adminServiceFixture(3, { name: 'Spice Tour', type: 'tour', company_name: 'Zanzibar Ways', base_price: null, base_price_nok: null }),
  adminServiceFixture(4, { name: 'Lapsed Lodge', partner_subscription_status: 'canceled' }),
];

/** The form with a real mutation, as the view gives it one; 'Created' shows once it succeeded. */
function Harness({ preference }: { preference: AdminPreference }) {
  const create = useCreateTrip();
  return (
    <>
      {create.isSuccess && <p>Created</p>}
      <CreateTripForm preference={preference} services={source(services)} create={create} />
    </>
  );
}

function setup(travellerCount: number | null = 3) {
  const preference = adminPreferenceFixture({ traveller_count: travellerCount as number });
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness preference={preference} />);
  const total = () => screen.getByLabelText(t.totalPrice) as HTMLInputElement;
  const create = () => screen.getByRole('button', { name: t.createProposal });
  const add = (name: string) => user.click(screen.getByRole('button', { name: t.addService(name) }));
  return { user, view, total, create, add };
}

// Filling the proposal's contents is a lot of typing: on a busy machine it outlasts the 5 s default.
describe('CreateTripForm pricing rules (spec 3 section 5)', { timeout: 20_000 }, () => {
  it('auto-fills the total as the sum of base prices × traveller_count, following each added or removed service', async () => {
    const { user, total, create, add } = setup(3);
    expect(total().value).toBe('');
    expect(create()).toBeDisabled();

    await add('Serengeti Camp');
    expect(total().value).toBe('3703.68'); // 1,234.56 × 3
    await add('Kilimanjaro Trek');
    expect(total().value).toBe('7549.41'); // (1,234.56 + 1,281.91 NOK) × 3
    expect(screen.getByTestId('estimated-base-cost')).toHaveTextContent('2,516.47');
    await add('Spice Tour'); // no price: counts 0
    expect(total().value).toBe('7549.41');
    expect(create()).toBeDisabled(); // the proposal's contents are still empty
    await fillProposalContents(user);
    expect(create()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: t.removeService('Serengeti Camp') }));
    expect(total().value).toBe('3845.73'); // 1,281.91 × 3
  });

  it('uses 1 traveller when the count is missing, and keeps a total the admin typed', async () => {
    const { user, total, add } = setup(null);
    await add('Serengeti Camp');
    expect(total().value).toBe('1234.56');
    await user.clear(total());
    await user.type(total(), '5000');
    await add('Kilimanjaro Trek');
    expect(total().value).toBe('5000');
  });

  it('offers only bookable services, searches name, type and partner case-insensitively, and shows Added', async () => {
    const { user, add } = setup();
    const list = screen.getByRole('list', { name: t.availableServices });
    expect(within(list).queryByText('Lapsed Lodge')).not.toBeInTheDocument();
    const search = screen.getByPlaceholderText(t.searchServices);
    for (const [query, expected] of [
      ['SERENGETI', ['Serengeti Camp']],
      ['activity', ['Kilimanjaro Trek']],
      ['zanzibar ways', ['Spice Tour']],
    ] as const) {
      await user.clear(search);
      await user.type(search, query);
      await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => within(li).getAllByText(/./)[0]!.textContent)).toEqual(expected));
    }
    await user.clear(search);
    await add('Spice Tour');
    const added = screen.getByRole('button', { name: `${t.added}: Spice Tour` });
    expect(added).toBeDisabled();
    expect(added).toHaveTextContent(t.added);
  });

  it('enables Create Trip Proposal only with a service and a total above 0, and not while creating', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = routeFetch({ 'POST /api/trips': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, total, create, add } = setup(2);
    await user.type(total(), '100');
    expect(create()).toBeDisabled(); // no service
    await add('Serengeti Camp');
    expect(total().value).toBe('100'); // typed, so kept
    await user.clear(total());
    await user.type(total(), '0');
    expect(create()).toBeDisabled();
    await user.clear(total());
    await user.type(total(), '3000.5');
    await user.type(screen.getByLabelText(t.destinationField), '  Zanzibar, Tanzania ');
    expect(create()).toBeDisabled(); // no contents yet
    await fillProposalContents(user);
    await user.click(create());

    const busy = await screen.findByRole('button', { name: t.creating });
    expect(busy).toBeDisabled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      preference_id: 41,
      service_ids: [1],
      total_price: 3000.5,
      currency: 'NOK',
      destination: 'Zanzibar, Tanzania',
      ...FILLED_CONTENTS,
    });
    answer(jsonResponse(201, { trip: adminTripFixture() }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
  });

  it('shows the server message when the proposal is refused', async () => {
    routeFetch({ 'POST /api/trips': jsonResponse(409, { message: tripTexts.preferenceHasTrip }) });
    const { user, create, add } = setup(1);
    await add('Serengeti Camp');
    await fillProposalContents(user);
    await user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent(tripTexts.preferenceHasTrip);
    expect(create()).toBeEnabled();
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
  });

  it('counts the teaser, and refuses one that names the destination typed above before the server does', async () => {
    const { user, create, add } = setup(2);
    await add('Serengeti Camp');
    await user.type(screen.getByLabelText(t.destinationField), 'Zanzibar, Tanzania');
    await fillProposalContents(user, 'Spice markets of ZANZIBAR');
    expect(screen.getByText(proposalTexts.teaserCount(25, 280))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(proposalTexts.namesDestination('teaser', 'zanzibar'));
    expect(create()).toBeDisabled();
    await user.clear(screen.getByLabelText(proposalTexts.teaserField));
    await user.type(screen.getByLabelText(proposalTexts.teaserField), 'Spice markets at dusk');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(create()).toBeEnabled();
  });
});
