import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/money';
import { describeProposalChange } from './proposal-changes';
import { destinationTerms, namedDestinationTerm } from './proposal-destination';

describe('namedDestinationTerm', () => {
  it('splits the destination into its parts of three letters or more', () => {
    expect(destinationTerms('Arusha, Tanzania · Zanzibar, TZ')).toEqual(['arusha, tanzania · zanzibar, tz', 'arusha', 'tanzania', 'zanzibar']);
  });
  it.each([
    ['Sunrise over the MARRAKECH rooftops', 'Marrakech', 'marrakech'],
    ['Tanneries of Fes', 'Fès', 'fes'],
    ['Tanneries of Fès', 'Fes', 'fes'],
    ["Arusha's markets", 'Arusha, Tanzania', 'arusha'],
  ])('finds %j in %j', (text, destination, term) => {
    expect(namedDestinationTerm(text, destination)).toBe(term);
  });
  it.each([
    ['Nothing senile about it', 'Nile'],
    ['A Moroccan feast', 'Morocco'],
    ['Anything at all', null],
    ['eg: egrets', 'EG'],
  ])('lets %j pass for %j', (text, destination) => {
    expect(namedDestinationTerm(text, destination)).toBeNull();
  });
});

describe('describeProposalChange', () => {
  it('writes money, yes/no and numbers for the traveller', () => {
    expect(describeProposalChange({ field: 'total_price', from: 25000, to: 22000 })).toBe(`Price: ${formatMoney(25000, 'NOK')} → ${formatMoney(22000, 'NOK')}`);
    expect(describeProposalChange({ field: 'airport_transfers', from: false, to: true })).toBe('Airport transfers: Not included → Included');
    expect(describeProposalChange({ field: 'nights', from: null, to: 6 })).toBe('Nights: — → 6');
    expect(describeProposalChange({ field: 'teaser', from: 'a', to: 'b' })).toBe('Teaser: rewritten');
  });
});
