import { requestTexts } from '@mt/shared';
import { badRequest, type AppError } from './errors';

const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair, alone: a high one not followed by a low one, or a low one not after a high one. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The dotted path of the first string (or key) holding a NUL character, or null. Keys count: they name fields.
 * Only parsed JSON, a query or an address is looked into: not a raw body (a Buffer).
 */
export const pathOfNul = (value: unknown): string | null => pathOfText(value, (text) => text.includes(NUL));

/** The dotted path of the first string (or key) holding an unpaired surrogate, or null (issue 21, hostile input). */
export const pathOfUnpairedSurrogate = (value: unknown): string | null => pathOfText(value, (text) => UNPAIRED_SURROGATE.test(text));

function pathOfText(value: unknown, bad: (text: string) => boolean, path = ''): string | null {
  if (typeof value === 'string') return bad(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (bad(key)) return here;
    const found = pathOfText(inner, bad, here);
    if (found) return found;
  }
  return null;
}

/**
 * The 400 a NUL character gets, naming the field that held it. PostgreSQL cannot store the character in text:
 * any that reached a query answered 500 (issue 21).
 */
export const nulRefusal = (field: string) => badRequest(requestTexts.nulCharacter, { [field]: [requestTexts.nulCharacter] });

/**
 * The 400 for text no database column can hold as sent, naming the field: a NUL character, or an unpaired surrogate
 * (JSON's "\\ud800" parses to one; PostgreSQL's jsonb refuses it and answered 500, text would store U+FFFD instead).
 */
export function refusalOfText(value: unknown, where?: string): AppError | null {
  const named = (field: string) => (where ? `${where}.${field}` : field);
  const nul = pathOfNul(value);
  if (nul) return nulRefusal(named(nul));
  const lone = pathOfUnpairedSurrogate(value);
  if (lone) return badRequest(requestTexts.unpairedSurrogate, { [named(lone)]: [requestTexts.unpairedSurrogate] });
  return null;
}
