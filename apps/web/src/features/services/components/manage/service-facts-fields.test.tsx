import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, partnerServiceTexts as t, utcDay, type ServiceDto, type ServiceFormValues } from '@mt/shared';
import { ApiError } from '@/lib/api-client';
import { serviceFixture } from '../../testing/service-fixture';
import { serviceFormData } from '../../utils/service-form-data';
import { ServiceForm } from './service-form';

/** Issue 22: length, group size and season in the Add/Update form (ServiceFactsFields inside ServiceForm). */
const day = (n: number) => addDays(utcDay(new Date()), n);

function renderForm(service: ServiceDto | null, onSubmit = vi.fn<(v: ServiceFormValues, image: File | null) => Promise<unknown>>(async () => undefined)) {
  render(<ServiceForm service={service} submitting={false} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

/** The required fields of a new service, so a submit reaches the facts. */
async function fillRequired(ue: ReturnType<typeof userEvent.setup>) {
  await ue.type(screen.getByLabelText('Service Name'), 'Dhow');
  await ue.selectOptions(screen.getByLabelText('Service Type'), 'Tour');
  await ue.type(screen.getByLabelText('Description'), 'Sail.');
  await ue.selectOptions(screen.getByLabelText('Country'), 'TZ');
}

const season = (n: number) => screen.getByRole('listitem', { name: t.seasonRange(n) });
/** Native date inputs take their value as a whole (what a picker does). */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const save = (ue: ReturnType<typeof userEvent.setup>) => ue.click(screen.getByRole('button', { name: /Save Service|Update Service/ }));

// Each test types into a dozen fields: seconds on a machine busy with other runs.
describe('ServiceFactsFields', { timeout: 20_000 }, () => {
  it('says nothing by default, and sends nothing but an all-year season', async () => {
    const ue = userEvent.setup();
    const onSubmit = renderForm(null);
    expect(screen.getByLabelText(t.durationLabel)).toHaveValue(null);
    expect(screen.getByLabelText(t.durationUnitLabel)).toHaveValue('hours');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    await fillRequired(ue);
    await save(ue);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    expect(values).toMatchObject({ duration_hours: null, group_size_min: null, group_size_max: null, availability: [] });
    expect(values).not.toHaveProperty('duration_amount');
    const body = Object.fromEntries(serviceFormData(values, null).entries());
    expect(body).toMatchObject({ availability: '[]' });
    expect(body).not.toHaveProperty('duration_hours');
    expect(body).not.toHaveProperty('group_size_min');
  });

  it('converts a length in days to hours, and sends group sizes and seasons added with the calendar', async () => {
    const ue = userEvent.setup();
    const onSubmit = renderForm(null);
    await fillRequired(ue);
    await ue.type(screen.getByLabelText(t.durationLabel), '3');
    await ue.selectOptions(screen.getByLabelText(t.durationUnitLabel), t.days);
    await ue.type(screen.getByLabelText(t.groupSizeMinLabel), '2');
    await ue.type(screen.getByLabelText(t.groupSizeMaxLabel), '8');
    await ue.click(screen.getByRole('button', { name: t.addSeason }));
    await ue.click(screen.getByRole('button', { name: t.addSeason }));
    pick(within(season(1)).getByLabelText(t.seasonFromLabel), day(60));
    pick(within(season(1)).getByLabelText(t.seasonUntilLabel), day(90));
    pick(within(season(2)).getByLabelText(t.seasonFromLabel), day(10));
    pick(within(season(2)).getByLabelText(t.seasonUntilLabel), day(20));
    await save(ue);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    // Sorted as stored.
    expect(values).toMatchObject({ duration_hours: 72, group_size_min: 2, group_size_max: 8, availability: [{ from: day(10), until: day(20) }, { from: day(60), until: day(90) }] });
    expect(Object.fromEntries(serviceFormData(values, null).entries())).toMatchObject({
      duration_hours: '72',
      group_size_min: '2',
      group_size_max: '8',
      availability: JSON.stringify(values.availability),
    });
  });

  it('shows each rule under its field and sends nothing', async () => {
    const ue = userEvent.setup();
    const onSubmit = renderForm(null);
    await fillRequired(ue);
    await ue.type(screen.getByLabelText(t.durationLabel), '366');
    await ue.selectOptions(screen.getByLabelText(t.durationUnitLabel), t.days);
    await ue.type(screen.getByLabelText(t.groupSizeMinLabel), '9');
    await ue.type(screen.getByLabelText(t.groupSizeMaxLabel), '8');
    await ue.click(screen.getByRole('button', { name: t.addSeason }));
    pick(within(season(1)).getByLabelText(t.seasonFromLabel), day(20));
    pick(within(season(1)).getByLabelText(t.seasonUntilLabel), day(10));
    await ue.click(screen.getByRole('button', { name: t.addSeason }));
    pick(within(season(2)).getByLabelText(t.seasonFromLabel), day(-40));
    pick(within(season(2)).getByLabelText(t.seasonUntilLabel), day(-30));
    await save(ue);
    expect(await screen.findByText(t.durationTooLongDays)).toBeInTheDocument();
    expect(screen.getByText(t.groupSizeOrder)).toBeInTheDocument();
    expect(within(season(1)).getByText(t.seasonOrder)).toBeInTheDocument();
    expect(within(season(2)).getByText(t.seasonEnded)).toBeInTheDocument();
    // A range added and left empty asks for its dates.
    await ue.click(screen.getByRole('button', { name: t.addSeason }));
    await save(ue);
    expect(await within(season(3)).findAllByText(t.seasonDateRequired)).toHaveLength(2);
    await ue.click(screen.getByRole('button', { name: t.removeSeason(3) }));
    expect(screen.getByLabelText(t.durationLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // In hours, 366 is fine; one group size alone is not.
    await ue.selectOptions(screen.getByLabelText(t.durationUnitLabel), t.hours);
    await ue.clear(screen.getByLabelText(t.groupSizeMaxLabel));
    await ue.click(screen.getByRole('button', { name: t.removeSeason(1) }));
    await ue.click(screen.getByRole('button', { name: t.removeSeason(1) }));
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    await save(ue);
    expect(await screen.findByText(t.groupSizeBoth)).toBeInTheDocument();
    expect(screen.queryByText(t.durationTooLongDays)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes date ranges, up to 12', async () => {
    const ue = userEvent.setup();
    renderForm(null);
    for (let i = 0; i < 12; i++) await ue.click(screen.getByRole('button', { name: t.addSeason }));
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: t.addSeason })).not.toBeInTheDocument();
    pick(within(season(2)).getByLabelText(t.seasonFromLabel), day(5));
    await ue.click(screen.getByRole('button', { name: t.removeSeason(1) }));
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    // The second range is now the first, with its date.
    expect(within(season(1)).getByLabelText(t.seasonFromLabel)).toHaveValue(day(5));
    expect(screen.getByRole('button', { name: t.addSeason })).toBeInTheDocument();
  });

  it('starts from the service: whole days as days, an ended season marked and kept as it is', async () => {
    const ue = userEvent.setup();
    const availability = [{ from: day(-400), until: day(-300) }, { from: day(30), until: day(60) }];
    const s = serviceFixture({ duration_hours: 48, group_size_min: 2, group_size_max: 6, availability });
    const onSubmit = renderForm(s);
    expect(screen.getByLabelText(t.durationLabel)).toHaveValue(2);
    expect(screen.getByLabelText(t.durationUnitLabel)).toHaveValue('days');
    expect(screen.getByLabelText(t.groupSizeMinLabel)).toHaveValue(2);
    expect(screen.getByLabelText(t.groupSizeMaxLabel)).toHaveValue(6);
    expect(within(season(1)).getByLabelText(t.seasonUntilLabel)).toHaveValue(day(-300));
    expect(within(season(1)).getByText(t.seasonEndedNote)).toBeInTheDocument();
    expect(within(season(2)).queryByText(t.seasonEndedNote)).not.toBeInTheDocument();
    await save(ue);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ duration_hours: 48, availability });
  });

  it("puts the server's messages under the fields, the length's under the length", async () => {
    const ue = userEvent.setup();
    const failing = vi.fn(async () => {
      throw new ApiError(400, 'x', 'server', { duration_hours: ['Length from the server.'], availability: ['Dates 1: from the server.'], name: ['Name from the server.'] });
    });
    renderForm(serviceFixture(), failing);
    await save(ue);
    expect(await screen.findByText('Length from the server.')).toBeInTheDocument();
    expect(screen.getByText('Dates 1: from the server.')).toBeInTheDocument();
    expect(screen.getByText('Name from the server.')).toBeInTheDocument();
  });
});
