import { useEffect, useMemo } from 'react';
import type { AdminTrip } from '@mt/shared';
import { useAdminTrip } from '../api/admin/get-admin-trip';
import { useRebookings } from '../api/admin/get-admin-trips';

/**
 * The rebooking chain `anchor` belongs to, oldest first: its root (original_trip_id, or itself) and
 * every rebooking of that root. Spec 3 section 4: lookup failures are only logged and never block the
 * view; the chain then holds what is known.
 */
export function useRebookingChain(anchor: AdminTrip | undefined) {
  const rootId = anchor ? (anchor.original_trip_id ?? anchor.id) : null;
  const root = useAdminTrip(anchor && rootId !== anchor.id ? rootId : null);
  const rebookings = useRebookings(rootId);

  useEffect(() => {
    if (rebookings.error) console.warn(`Could not load the rebookings of trip #${rootId}`, rebookings.error);
    if (root.error) console.warn(`Could not load the original trip #${rootId}`, root.error);
  }, [rebookings.error, root.error, rootId]);

  const links = useMemo(() => {
    if (!anchor) return [];
    const byId = new Map<number, AdminTrip>();
    if (root.data) byId.set(root.data.id, root.data);
    for (const trip of rebookings.data ?? []) byId.set(trip.id, trip);
    byId.set(anchor.id, anchor);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [anchor, root.data, rebookings.data]);

  return {
    links,
    rootId,
    latestId: links.at(-1)?.id ?? null,
    loading: rootId !== null && (rebookings.isPending || (root.isPending && root.fetchStatus !== 'idle')),
  };
}
