/**
 * Whether a traveller-facing text names the trip's destination (issue 18: a teaser containing the
 * destination answers 400). Case and accents are ignored; the destination counts as a whole and as
 * each of its comma- or dot-separated parts with 3+ letters ("Arusha, Tanzania · Zanzibar" → also
 * "Arusha", "Tanzania", "Zanzibar"). A term matches as whole words, so "Nile" does not catch "senile".
 */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

export function destinationTerms(destination: string): string[] {
  const parts = [destination, ...destination.split(/[,·;/|]/)].map(fold).filter((p) => letters(p) >= 3);
  return [...new Set(parts)];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first destination term the text contains (as the destination spells it), or null. */
export function namedDestinationTerm(text: string, destination: string | null | undefined): string | null {
  if (!destination) return null;
  const folded = fold(text);
  for (const term of destinationTerms(destination)) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}($|[^\\p{L}\\p{N}])`, 'u').test(folded)) return term;
  }
  return null;
}
