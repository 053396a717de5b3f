import type { DbOrTx } from '../../db/client';
import { slugify } from '../../lib/slug';
import { findSlugsLike } from './auth.repository';

/** First free slug for a company name: "acme", then "acme-2", "acme-3"... */
export async function uniquePartnerSlug(db: DbOrTx, companyName: string): Promise<string> {
  const base = slugify(companyName);
  const taken = new Set(await findSlugsLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
