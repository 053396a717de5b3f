import { findPgError } from './errors';

/**
 * PostgreSQL data exceptions that only a value from the request can cause once the code is right: the text is
 * longer than its column, a number or date beyond its type, text that is not a number or a date, a character the
 * encoding cannot hold. Each answered 500. The shared schemas are the real guard (a limit there gives the field a
 * message of its own, issue 21's hostile-input suite checks every route); this is the safety net for a value they
 * let through: 400 instead of 500, still logged, as it means a schema misses a rule (docs/decisions/0035).
 */
const REFUSED_VALUES: Readonly<Record<string, string>> = {
  '22001': 'A value in the request is too long.', // string_data_right_truncation
  '22003': 'A number in the request is out of range.', // numeric_value_out_of_range
  '22007': 'A date or time in the request is not valid.', // invalid_datetime_format
  '22008': 'A date or time in the request is out of range.', // datetime_field_overflow
  '22P02': 'A value in the request is not valid.', // invalid_text_representation
  '22P05': 'Text in the request contains a character that cannot be stored.', // untranslatable_character
  '22021': 'Text in the request contains a character that cannot be stored.', // character_not_in_repertoire
};

/** Every message of the net: the hostile-input suite treats an answer with one as a finding (a schema misses a rule). */
export const REFUSED_VALUE_MESSAGES: ReadonlySet<string> = new Set(Object.values(REFUSED_VALUES));

/** The message of the 400 for a database error a request's value caused, or null for any other error. */
export function refusedValueMessage(err: unknown): string | null {
  const code = findPgError(err)?.code;
  return (code && REFUSED_VALUES[code]) ?? null;
}
