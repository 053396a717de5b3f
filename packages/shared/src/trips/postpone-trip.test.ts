import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDaysBetween,
  movedBalanceDueDate,
  newDateProblem,
  postponeConflict,
  postponeTexts,
  postponeTripSchema,
  postponeWindow,
  type PostponeTripState,
} from './postpone-trip';
import { addDays } from './trip-dates';

const today = '2027-03-10';
const booked: PostponeTripState = { status: 'confirmed', payment_status: 'paid', departureDate: addDays(today, 60), postponedFrom: null, today };

describe('postponeConflict (409 rules)', () => {
  it('allows a booked trip (deposit paid or fully paid, confirmed or revealed) 28 days or more before departure', () => {
    expect(postponeConflict(booked)).toBeNull();
    expect(postponeConflict({ ...booked, payment_status: 'deposit_paid' })).toBeNull();
    expect(postponeConflict({ ...booked, status: 'revealed' })).toBeNull();
    expect(postponeConflict({ ...booked, departureDate: addDays(today, 28) })).toBeNull();
  });

  it('refuses 27 days before the departure, naming the days left', () => {
    expect(postponeConflict({ ...booked, departureDate: addDays(today, 27) })).toBe(postponeTexts.tooLate(27));
    expect(postponeTexts.tooLate(1)).toContain('1 day.');
    expect(postponeConflict({ ...booked, departureDate: addDays(today, 1) })).toBe(postponeTexts.tooLate(1));
  });

  it('calls a trip departing today or already away under way, not "departs in 0 days"', () => {
    expect(postponeConflict({ ...booked, departureDate: today })).toBe(postponeTexts.notActive);
    expect(postponeConflict({ ...booked, status: 'revealed', departureDate: addDays(today, -9) })).toBe(postponeTexts.notActive);
  });

  it('refuses an unpaid proposal, a cancelled, completed or ending trip, and a second postponement', () => {
    expect(postponeConflict({ ...booked, status: 'pending_confirmation', payment_status: 'pending' })).toBe(postponeTexts.notBooked);
    expect(postponeConflict({ ...booked, status: 'cancelled', payment_status: 'refunded' })).toBe(postponeTexts.notActive);
    expect(postponeConflict({ ...booked, status: 'completed' })).toBe(postponeTexts.notActive);
    expect(postponeConflict({ ...booked, status: 'pending_completion' })).toBe(postponeTexts.notActive);
    expect(postponeConflict({ ...booked, payment_status: 'refunded' })).toBe(postponeTexts.notBooked);
    expect(postponeConflict({ ...booked, postponedFrom: '2027-04-01' })).toBe(postponeTexts.alreadyPostponed('2027-04-01'));
  });
});

describe('newDateProblem (400 rules)', () => {
  const t = { departureDate: booked.departureDate, today, balanceDueDate: null };
  it('accepts 28 days ahead up to 18 months ahead', () => {
    expect(newDateProblem(t, addDays(today, 28))).toBeNull();
    expect(newDateProblem(t, '2028-09-10')).toBeNull();
  });
  it('refuses 27 days ahead, 18 months and a day, and the current date', () => {
    expect(newDateProblem(t, addDays(today, 27))).toBe(postponeTexts.tooSoon(addDays(today, 28)));
    expect(newDateProblem(t, '2028-09-11')).toBe(postponeTexts.tooFar('2028-09-10'));
    expect(newDateProblem(t, t.departureDate)).toBe(postponeTexts.sameDate);
  });
  it('refuses a date that would make a deposit-paid balance fall due before today', () => {
    // Departure in 60 days, balance due in 15: moving 16 days earlier puts the due date yesterday.
    const deposit = { ...t, balanceDueDate: addDays(today, 15) };
    expect(newDateProblem(deposit, addDays(today, 44))).toBe(postponeTexts.balanceWouldBePast(addDays(today, -1)));
    expect(newDateProblem(deposit, addDays(today, 45))).toBeNull();
  });
});

describe('dates', () => {
  it('adds calendar months, falling back to the last day of a shorter month', () => {
    expect(addMonths('2027-03-10', 18)).toBe('2028-09-10');
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2027-08-31', 18)).toBe('2029-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
  });
  it('counts calendar days and moves a due date by the same number', () => {
    expect(calendarDaysBetween('2027-03-10', '2027-04-07')).toBe(28);
    expect(calendarDaysBetween('2027-04-07', '2027-03-10')).toBe(-28);
    expect(movedBalanceDueDate('2027-05-01', '2027-06-15', '2027-08-15')).toBe('2027-07-01');
    expect(movedBalanceDueDate(null, '2027-06-15', '2027-08-15')).toBeNull();
  });
  it('bounds the window from today', () => {
    expect(postponeWindow(today)).toEqual({ earliest: '2027-04-07', latest: '2028-09-10' });
  });
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(postponeTripSchema.safeParse({ departure_date: '2027-02-29' }).success).toBe(false);
    expect(postponeTripSchema.safeParse({ departure_date: '10.03.2027' }).success).toBe(false);
    expect(postponeTripSchema.safeParse({}).success).toBe(false);
    expect(postponeTripSchema.safeParse({ departure_date: '2028-02-29' }).success).toBe(true);
  });
});
