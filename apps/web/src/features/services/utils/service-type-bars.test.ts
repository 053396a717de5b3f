import { describe, expect, it } from 'vitest';
import { serviceTypeBars } from './service-type-bars';

describe('service type bars', () => {
  it('counts services per type with the form labels, most common first', () => {
    const services = ['tour', 'accommodation', 'tour', 'guide', 'accommodation', 'tour'].map((type) => ({ type }));
    expect(serviceTypeBars(services)).toEqual([
      { type: 'tour', label: 'Tour', count: 3 },
      { type: 'accommodation', label: 'Accommodation', count: 2 },
      { type: 'guide', label: 'Guide Service', count: 1 },
    ]);
  });
});
