import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  TRIP_PLAN_DEFAULT_GROUP_SIZE,
  TRIP_PLAN_MAX_ITEMS,
  TRIP_PLAN_STORAGE_KEY,
  tripPlanCardTexts,
  type TripPlanItem,
} from '@mt/shared';

/** What a service card hands over: the catalogue's service DTO, or anything shaped like it. */
export interface PlanServiceInput {
  id?: number | null;
  name: string;
  type: string;
  base_price?: number | null;
  currency?: string | null;
  location_details?: string | null;
  image_url?: string | null;
  partner_slug?: string | null;
  partner_name?: string | null;
  company_name?: string | null;
}

export type AddResult = 'added' | 'missing-id' | 'duplicate' | 'full';

export interface TripPlanState {
  items: TripPlanItem[];
  startDate: string;
  endDate: string;
  groupSize: number;
  notes: string;
  add(service: PlanServiceInput): AddResult;
  remove(id: number): void;
  clear(): void;
  setDetails(details: Partial<Pick<TripPlanState, 'startDate' | 'endDate' | 'groupSize' | 'notes'>>): void;
}

const initialDetails = { startDate: '', endDate: '', groupSize: TRIP_PLAN_DEFAULT_GROUP_SIZE, notes: '' };

export function toPlanItem(s: PlanServiceInput & { id: number }): TripPlanItem {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    base_price: s.base_price ?? null,
    currency: s.currency || 'NOK',
    location_details: s.location_details ?? null,
    image_url: s.image_url ?? null,
    partner_slug: s.partner_slug ?? null,
    partner_name: s.company_name || s.partner_name || tripPlanCardTexts.defaultPartnerName,
  };
}

type Persisted = Pick<TripPlanState, 'items' | 'startDate' | 'endDate' | 'groupSize' | 'notes'>;

const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/**
 * One stored item, checked field by field as tripPlanItemSchema says. By hand rather than with the schema:
 * the plan is read on every page with a service card, and zod would double what those pages download.
 */
export function readPlanItem(raw: unknown): TripPlanItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const valid =
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.name === 'string' &&
    typeof v.type === 'string' &&
    (v.base_price === null || (typeof v.base_price === 'number' && Number.isFinite(v.base_price))) &&
    (v.currency === undefined || typeof v.currency === 'string') &&
    isTextOrNull(v.location_details) &&
    isTextOrNull(v.image_url) &&
    isTextOrNull(v.partner_slug) &&
    typeof v.partner_name === 'string';
  if (!valid) return null;
  return {
    id: v.id as number,
    name: v.name as string,
    type: v.type as string,
    base_price: v.base_price as number | null,
    currency: (v.currency as string | undefined) ?? 'NOK',
    location_details: v.location_details as string | null,
    image_url: v.image_url as string | null,
    partner_slug: v.partner_slug as string | null,
    partner_name: v.partner_name as string,
  };
}

/** Storage is user-editable: keep only well-formed items (at most 3, no repeats) and sane details. */
export function sanitizePersisted(raw: unknown): Persisted {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const items: TripPlanItem[] = [];
  for (const candidate of Array.isArray(value.items) ? value.items : []) {
    const item = readPlanItem(candidate);
    if (item && !items.some((i) => i.id === item.id) && items.length < TRIP_PLAN_MAX_ITEMS) items.push(item);
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const groupSize = typeof value.groupSize === 'number' && Number.isInteger(value.groupSize) && value.groupSize >= 1 ? value.groupSize : initialDetails.groupSize;
  return { items, startDate: text(value.startDate), endDate: text(value.endDate), groupSize, notes: text(value.notes) };
}

export const useTripPlan = create<TripPlanState>()(
  persist(
    (set, get) => ({
      items: [],
      ...initialDetails,
      add(service) {
        // Spec 1 section 4: only with an id; duplicates ignored silently; a fourth refused with an alert.
        if (typeof service.id !== 'number' || !Number.isInteger(service.id) || service.id <= 0) return 'missing-id';
        const { items } = get();
        if (items.some((i) => i.id === service.id)) return 'duplicate';
        if (items.length >= TRIP_PLAN_MAX_ITEMS) {
          window.alert(tripPlanCardTexts.planFull);
          return 'full';
        }
        set({ items: [...items, toPlanItem({ ...service, id: service.id })] });
        return 'added';
      },
      remove(id) {
        set({ items: get().items.filter((i) => i.id !== id) });
      },
      clear() {
        set({ items: [], ...initialDetails });
      },
      setDetails(details) {
        set(details);
      },
    }),
    {
      name: TRIP_PLAN_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, startDate, endDate, groupSize, notes }) => ({ items, startDate, endDate, groupSize, notes }),
      merge: (persisted, current) => ({ ...current, ...sanitizePersisted(persisted) }),
    },
  ),
);

// Another tab changing the plan changes this tab's plan too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === TRIP_PLAN_STORAGE_KEY) void useTripPlan.persist.rehydrate();
  });
}
