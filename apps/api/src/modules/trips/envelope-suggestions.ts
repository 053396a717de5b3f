/**
 * A first packing list from the trip's services and the traveller's interests (issue 19 section 2):
 * the admin edits it. Nothing here names a place; items are generic on purpose.
 */
const BY_TYPE: Record<string, string[]> = {
  accommodation: ['Light sleepwear', 'Toiletries in travel sizes'],
  tour: ['A small daypack', 'A refillable water bottle'],
  activity: ['Closed-toe shoes with grip', 'Quick-dry clothes'],
  transport: ['A neck pillow for the road'],
  guide: ['A notebook for what you learn'],
  food: ['An appetite for new flavours'],
};
const BY_INTEREST: Record<string, string[]> = {
  adventure: ['Sturdy walking shoes', 'A head torch'],
  culture: ['Clothes that cover shoulders and knees'],
  relaxation: ['Swimwear', 'A good book'],
  foodie: ['Loose-fitting trousers'],
  wildlife: ['Binoculars', 'Neutral-coloured clothes'],
  city: ['Comfortable shoes for long walks'],
};
const ALWAYS = ['Sunscreen', 'Sunglasses and a hat', 'Insect repellent'];

export function suggestedPacking(serviceTypes: string[], interests: string[]): string[] {
  const items = [...ALWAYS, ...serviceTypes.flatMap((t) => BY_TYPE[t] ?? []), ...interests.flatMap((i) => BY_INTEREST[i] ?? [])];
  return [...new Set(items)].slice(0, 20);
}
