import { commonTexts } from '@mt/shared';
import { badRequest } from './errors';

const NUL = '\u0000';

/**
 * The dotted path of the first string (or key) holding a NUL character, or null. Keys count: they name fields.
 * Only parsed JSON, a query or an address is looked into: not a raw body (a Buffer).
 */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = pathOfNul(inner, here);
    if (found) return found;
  }
  return null;
}

/**
 * The 400 a NUL character gets, naming the field that held it. PostgreSQL cannot store the character in text:
 * any that reached a query answered 500 (issue 21).
 */
export const nulRefusal = (field: string) => badRequest(commonTexts.nulCharacter, { [field]: [commonTexts.nulCharacter] });
