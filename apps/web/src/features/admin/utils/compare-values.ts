export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Table order: text as people read it (case-insensitive, "Lodge 2" before "Lodge 10"), empty values last either way. */
export function compareValues(a: SortValue, b: SortValue, dir: SortDirection): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order = typeof a === 'string' || typeof b === 'string' ? collator.compare(String(a), String(b)) : Number(a) - Number(b);
  return dir === 'asc' ? order : -order;
}
