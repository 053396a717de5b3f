import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRIP_PLAN_STORAGE_KEY, tripPlanItemSchema, tripPlanTexts } from '@mt/shared';
import { readPlanItem, useTripPlan, type PlanServiceInput } from './trip-plan-store';

const service = (id: number | null | undefined, over: Partial<PlanServiceInput> = {}): PlanServiceInput => ({
  id,
  name: `Service ${id}`,
  type: 'tour',
  base_price: 120.5,
  currency: 'NOK',
  location_details: 'Arusha, Tanzania',
  image_url: `/uploads/${id}.webp`,
  partner_slug: 'kili-treks',
  partner_name: 'Kili Treks',
  company_name: null,
  ...over,
});

const stored = () => JSON.parse(localStorage.getItem(TRIP_PLAN_STORAGE_KEY) ?? 'null');

describe('trip plan store', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    useTripPlan.getState().clear();
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a service with an id as a plan item, naming the partner from company_name, partner_name or "Partner"', () => {
    const { add } = useTripPlan.getState();
    expect(add(service(1, { company_name: 'Kili Treks Ltd' }))).toBe('added');
    expect(add(service(2, { company_name: null, partner_name: 'Dhow Co' }))).toBe('added');
    expect(add(service(3, { company_name: '', partner_name: null }))).toBe('added');
    expect(useTripPlan.getState().items).toEqual([
      { id: 1, name: 'Service 1', type: 'tour', base_price: 120.5, currency: 'NOK', location_details: 'Arusha, Tanzania', image_url: '/uploads/1.webp', partner_slug: 'kili-treks', partner_name: 'Kili Treks Ltd' },
      expect.objectContaining({ id: 2, partner_name: 'Dhow Co' }),
      expect.objectContaining({ id: 3, partner_name: 'Partner' }),
    ]);
  });

  it('refuses a service without an id', () => {
    const { add } = useTripPlan.getState();
    expect(add(service(undefined))).toBe('missing-id');
    expect(add(service(null))).toBe('missing-id');
    expect(add(service(0))).toBe('missing-id');
    expect(useTripPlan.getState().items).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('ignores duplicates silently', () => {
    const { add } = useTripPlan.getState();
    add(service(7));
    expect(add(service(7, { name: 'Renamed' }))).toBe('duplicate');
    expect(useTripPlan.getState().items.map((i) => [i.id, i.name])).toEqual([[7, 'Service 7']]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a fourth service with the spec alert', () => {
    const { add } = useTripPlan.getState();
    [1, 2, 3].forEach((id) => add(service(id)));
    expect(add(service(4))).toBe('full');
    expect(alert).toHaveBeenCalledExactlyOnceWith(tripPlanTexts.planFull);
    expect(alert).toHaveBeenCalledWith('You can only add up to 3 services to your trip plan. Please remove a service first.');
    expect(useTripPlan.getState().items.map((i) => i.id)).toEqual([1, 2, 3]);
    // A duplicate of a held service is still ignored silently when the plan is full.
    expect(add(service(2))).toBe('duplicate');
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('removes by id and clears everything back to the defaults', () => {
    const s = useTripPlan.getState();
    [1, 2, 3].forEach((id) => s.add(service(id)));
    s.remove(2);
    expect(useTripPlan.getState().items.map((i) => i.id)).toEqual([1, 3]);
    s.setDetails({ startDate: '2030-01-01', groupSize: 5, notes: 'n' });
    useTripPlan.getState().clear();
    expect(useTripPlan.getState()).toMatchObject({ items: [], startDate: '', endDate: '', groupSize: 2, notes: '' });
  });

  it('persists under the versioned key and a reload restores the plan', async () => {
    useTripPlan.getState().add(service(11));
    useTripPlan.getState().setDetails({ startDate: '2030-05-01', endDate: '2030-05-08', groupSize: 4, notes: 'Anniversary' });
    expect(TRIP_PLAN_STORAGE_KEY).toBe('trip-plan-v1');
    expect(stored()).toMatchObject({ version: 1, state: { items: [expect.objectContaining({ id: 11 })], groupSize: 4 } });

    // A reload: memory is gone, storage is not.
    const saved = localStorage.getItem(TRIP_PLAN_STORAGE_KEY)!;
    useTripPlan.setState({ items: [], startDate: '', endDate: '', groupSize: 2, notes: '' });
    localStorage.setItem(TRIP_PLAN_STORAGE_KEY, saved);
    await useTripPlan.persist.rehydrate();
    expect(useTripPlan.getState()).toMatchObject({
      items: [expect.objectContaining({ id: 11, name: 'Service 11' })],
      startDate: '2030-05-01',
      endDate: '2030-05-08',
      groupSize: 4,
      notes: 'Anniversary',
    });
  });

  it('drops tampered storage: malformed items, repeats, a fourth item and a bad group size', async () => {
    const item = (id: unknown) => ({ id, name: 'x', type: 'tour', base_price: null, location_details: null, image_url: null, partner_slug: null, partner_name: 'P' });
    localStorage.setItem(
      TRIP_PLAN_STORAGE_KEY,
      JSON.stringify({ version: 1, state: { items: [item(1), item('2'), item(1), item(3), item(4), item(5)], groupSize: -3, notes: 42 } }),
    );
    await useTripPlan.persist.rehydrate();
    expect(useTripPlan.getState().items.map((i) => i.id)).toEqual([1, 3, 4]);
    expect(useTripPlan.getState()).toMatchObject({ groupSize: 2, notes: '' });
  });

  describe('reads a stored item exactly as tripPlanItemSchema does', () => {
    const valid = { id: 4, name: 'Dhow', type: 'tour', base_price: 50, currency: 'USD', location_details: null, image_url: '/u.webp', partner_slug: 'z', partner_name: 'Z' };
    it.each([
      ['a valid item', valid],
      ['no currency (defaults to NOK)', { ...valid, currency: undefined }],
      ['a price that is text', { ...valid, base_price: '50' }],
      ['a fractional id', { ...valid, id: 1.5 }],
      ['a zero id', { ...valid, id: 0 }],
      ['no partner name', { ...valid, partner_name: null }],
      ['an image that is a number', { ...valid, image_url: 3 }],
      ['null', null],
      ['a string', 'item'],
    ])('%s', (_, candidate) => {
      const parsed = tripPlanItemSchema.safeParse(candidate);
      expect(readPlanItem(candidate)).toEqual(parsed.success ? parsed.data : null);
    });
  });
});
