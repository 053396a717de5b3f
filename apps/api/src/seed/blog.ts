import type { Tx } from '../db/client';
import { blogPosts } from '../db/schema';
import { slugify } from '../lib/slug';
import type { SceneKind } from './services';
import { daysFrom, type DemoImages } from './util';

export type BlogCategory = 'Technology' | 'Travel Tips' | 'Destinations' | 'Lifestyle' | 'Guides';

export interface DemoBlogPost {
  key: string;
  title: string;
  category: BlogCategory;
  excerpt: string;
  /** Markdown. */
  content: string;
  status: 'published' | 'draft';
  daysAgo: number;
  scene: SceneKind;
}

const md = (lines: string[]) => lines.join('\n');

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    key: 'packing', title: '10 Things to Pack for a Mystery Trip to Africa', category: 'Travel Tips', status: 'published', daysAgo: 40, scene: 'road',
    excerpt: 'You do not know where you are going, but you still have to pack. Here is the list our travellers swear by.',
    content: md([
      'Packing for a destination you do not know yet sounds impossible. It is easier than you think: Africa\'s climates vary, but a few things are useful almost everywhere.',
      '',
      '## The essentials',
      '',
      '1. **Layers.** Desert nights and highland mornings are cold, afternoons are hot.',
      '2. **Neutral colours** for game drives: khaki, olive and brown. Skip bright white and dark blue (tsetse flies love it).',
      '3. **A soft duffel bag.** Light aircraft and safari vehicles have little room for hard suitcases.',
      '4. **A headlamp** for camp nights and power cuts.',
      '5. **Sunscreen, a hat and sunglasses.** The equatorial sun is no joke.',
      '',
      '## Nice to have',
      '',
      '- Binoculars (one pair per person saves arguments)',
      '- A universal plug adapter: South Africa, Morocco and Kenya all use different sockets',
      '- A dry bag for boat trips and waterfalls',
      '- A paper copy of your travel insurance',
      '- A small gift from home for your hosts',
      '',
      'We send a tailored packing note with the reveal, three days before departure, so you can adjust at the last minute.',
    ]),
  },
  {
    key: 'zanzibar', title: 'Why Zanzibar Belongs on Your List', category: 'Destinations', status: 'published', daysAgo: 30, scene: 'coast',
    excerpt: 'Spice farms, carved doors, dhow sails at sunset and some of the warmest water in the Indian Ocean.',
    content: md([
      'Zanzibar is more than a beach stop after a safari. The archipelago has a history and a kitchen all of its own.',
      '',
      '## Stone Town',
      '',
      'A UNESCO World Heritage Site where Swahili, Arab, Indian and European influences meet in narrow alleys. Look up at the **carved wooden doors**: their motifs tell you about the families who built them.',
      '',
      '## Spices',
      '',
      'Cloves, nutmeg, cinnamon and vanilla grow in the farms north of town. A spice tour ends with a lunch where you taste everything you have just seen.',
      '',
      '## When to go',
      '',
      'June to October is dry and pleasant; the short rains come in November, the long rains from March to May.',
      '',
      '> "The sunset dhow cruise is a cliché for a reason." One of our travellers',
    ]),
  },
  {
    key: 'how-we-plan', title: 'How We Plan a Surprise Itinerary', category: 'Guides', status: 'published', daysAgo: 20, scene: 'savanna',
    excerpt: 'From your preferences to the envelope three days before departure: a look at how a mystery trip comes together.',
    content: md([
      'Every mystery trip starts with the preferences form: budget, duration, group size, dates and what you love.',
      '',
      '## Step 1: matching',
      '',
      'Our team reads every request. We match your interests with partners we know personally: lodges, guides, drivers and cooks across the continent.',
      '',
      '## Step 2: the proposal',
      '',
      'You receive a proposal with the price and the duration, but not the destination. Once you pay, the trip is confirmed.',
      '',
      '## Step 3: the reveal',
      '',
      'Three days before departure we reveal where you are going, with a day-by-day plan and a packing note.',
      '',
      '## Step 4: after the trip',
      '',
      'Tell us how it went. Reviews go straight to the partners, and you can rebook a favourite trip in one click.',
    ]),
  },
  {
    key: 'slow-medina', title: 'Slow Travel: Finding Calm in the Marrakech Medina', category: 'Lifestyle', status: 'published', daysAgo: 12, scene: 'city',
    excerpt: 'The medina is loud, busy and wonderful. Here is how to slow it down and enjoy it.',
    content: md([
      'The first hour in the Marrakech medina is overwhelming: scooters, spice sellers, music and a thousand invitations to look, just look.',
      '',
      '## Start early',
      '',
      'At seven in the morning the souks belong to the bakers and the cats. Walk, get lost and have breakfast on a rooftop.',
      '',
      '## Take the afternoon off',
      '',
      'Do what the locals do: retreat from the heat. A riad courtyard with an orange tree and a glass of mint tea is the best siesta spot in the city. A **hammam** before dinner resets everything.',
      '',
      '## Eat in the square at night',
      '',
      'Jemaa el-Fnaa transforms after dark. Go with someone who knows the stalls, and come hungry.',
    ]),
  },
  {
    key: 'reveal-tech', title: 'Behind the Reveal: Keeping Your Destination Secret', category: 'Technology', status: 'published', daysAgo: 5, scene: 'road',
    excerpt: 'How our platform keeps the surprise intact until the moment it should not be one any more.',
    content: md([
      'A surprise is only a surprise if nobody spoils it, including our own website.',
      '',
      '- Until your trip is revealed, the destination, trip name and services are **never sent to your browser**, not even hidden.',
      '- A scheduled job reveals confirmed trips a set number of days before departure. Our team can reveal earlier when needed.',
      '- Payments go through our card provider; we never see or store your card number.',
      '',
      'When the reveal happens you get an email and the full itinerary in your dashboard, with a calendar file for your phone.',
    ]),
  },
  {
    key: 'skeleton-coast', title: 'Namibia\'s Skeleton Coast: A First Look', category: 'Destinations', status: 'draft', daysAgo: 1, scene: 'dunes',
    excerpt: 'Shipwrecks, fog and desert elephants: notes from a scouting trip. Draft, not yet published.',
    content: md([
      'Draft notes from our scouting trip with Namib Dune Guides.',
      '',
      '## To cover',
      '',
      '- Driving from Swakopmund to Terrace Bay',
      '- The Cape Cross seal colony',
      '- Desert-adapted elephants in the Hoanib river valley',
    ]),
  },
];

export async function insertBlogPosts(tx: Tx, list: DemoBlogPost[], ctx: { now: Date; images: DemoImages }): Promise<number> {
  if (!list.length) return 0;
  await tx.insert(blogPosts).values(
    list.map((p) => ({
      slug: slugify(p.title),
      title: p.title,
      category: p.category,
      excerpt: p.excerpt,
      content: p.content,
      featuredImage: ctx.images.blog[p.key] ?? null,
      status: p.status,
      createdAt: daysFrom(ctx.now, -p.daysAgo, 7),
      updatedAt: daysFrom(ctx.now, -p.daysAgo, 7),
    })),
  );
  return list.length;
}
