import { describe, expect, it } from 'vitest';
import { AppError, conflict, isUniqueViolation, tooMany } from './errors';

describe('application errors', () => {
  it('carry their status and message', () => {
    expect(conflict('taken')).toMatchObject({ statusCode: 409, message: 'taken' });
    expect(tooMany('slow down')).toBeInstanceOf(AppError);
  });

  it('recognise a unique violation through wrapping causes, optionally by constraint', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_email_lower_idx' });
    const wrapped = new Error('Failed query', { cause: pgError });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_email_lower_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'partners_slug_idx')).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '23503' }) }))).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
