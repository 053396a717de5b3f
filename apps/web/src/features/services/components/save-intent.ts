/**
 * A guest's press on a heart, kept until they are signed in (docs/decisions/0041). It rides as the router
 * state of the sign-in page's history entry (save-heart.tsx puts it there), the sign-in page hands it to
 * the page it returns to for a traveller only, and the traveller's heart of that service saves it once and
 * clears it. The state belongs to those history entries alone: no other page, tab or later visit sees it.
 */
export interface SaveIntentState {
  save: number;
}

/** The service a guest pressed the heart of, from a location's state, or null. */
export function saveIntentOf(state: unknown): number | null {
  const id = (state as Partial<SaveIntentState> | null | undefined)?.save;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}
