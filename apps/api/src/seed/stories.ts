import type { Tx } from '../db/client';
import { stories, storyComments, storyLikes, storyMedia } from '../db/schema';
import type { DemoPerson } from './people';
import type { SceneKind } from './services';
import { dateFrom, daysFrom, must, type DemoImages } from './util';

export type StoryTripType = 'Adventure' | 'Relaxation' | 'Cultural' | 'Family' | 'Romantic';

export interface DemoStory {
  key: string;
  author: string;
  title: string;
  destination: string;
  tripDaysAgo: number;
  tripType: StoryTripType;
  paragraphs: string[];
  highlights: string[];
  rating: number;
  scene: SceneKind;
  /** Extra photos generated for the gallery (0 for none). */
  gallery: number;
  postedDaysAgo: number;
  likes: string[];
  comments: { by: string; text: string; daysAgo: number }[];
}

export const DEMO_STORIES: DemoStory[] = [
  {
    key: 'migration', author: 'amina', title: 'Following the Great Migration', destination: 'Serengeti, Tanzania', tripDaysAgo: 70,
    tripType: 'Adventure', rating: 5, scene: 'savanna', gallery: 4, postedDaysAgo: 50,
    paragraphs: [
      'Three days before departure the envelope arrived: Tanzania. We had asked for wildlife and a little adventure, and we got both in a way we could never have planned ourselves.',
      'On our second morning Joseph stopped the car on a ridge above the Mara river and simply turned off the engine. For an hour we watched the herds gather on the bank, hesitate, and then pour across in a thunder of hooves and spray.',
      'The evenings were quiet: a fire, a plate of pilau and a sky so full of stars that we stopped trying to name them. If you are on the fence about a mystery trip, go. Not knowing is half the magic.',
    ],
    highlights: ['Mara river crossing', 'Black rhino in Ngorongoro', 'Sundowners on a kopje'],
    likes: ['kwame', 'ingrid', 'chloe', 'lars', 'safari'],
    comments: [
      { by: 'ingrid', text: 'This brings back memories of our Tarangire trip. Those skies!', daysAgo: 48 },
      { by: 'safari', text: 'Asante sana, Amina! It was a joy to have you with us.', daysAgo: 47 },
    ],
  },
  {
    key: 'sahara', author: 'kwame', title: 'Sleeping Under Saharan Stars', destination: 'Merzouga, Morocco', tripDaysAgo: 130,
    tripType: 'Cultural', rating: 4, scene: 'dunes', gallery: 3, postedDaysAgo: 110,
    paragraphs: [
      'I expected sand. I did not expect the silence. When the camels stopped at the top of the last dune and the drums in the camp below went quiet, it was the loudest nothing I have ever heard.',
      'Before the desert there was Marrakech: a street-food evening that started with snail soup (try it) and ended, three hours later, with the sweetest orange juice in Jemaa el-Fnaa.',
      'The drive over the Atlas is long, but every bend brings a new colour of rock. Bring a good playlist and let the driver choose the tea stops.',
    ],
    highlights: ['Sunset camel trek', 'Drumming at the desert camp', 'Tizi n\'Tichka pass'],
    likes: ['amina', 'chloe', 'riad'],
    comments: [{ by: 'chloe', text: 'We are heading to Morocco soon (I think!). Any tips for the medina?', daysAgo: 5 }],
  },
  {
    key: 'tarangire', author: 'ingrid', title: 'Elephants at Teatime in Tarangire', destination: 'Tarangire, Tanzania', tripDaysAgo: 200,
    tripType: 'Relaxation', rating: 4, scene: 'lodge', gallery: 2, postedDaysAgo: 185,
    paragraphs: [
      'Tarangire is the park people skip on the way to the Serengeti, and that is exactly why it was perfect for us. Some afternoons we saw more elephants than other vehicles.',
      'Our tent stood on stilts under a baobab that our guide guessed was a thousand years old. Every afternoon at four a family of elephants walked down to the river below us, and every afternoon we were on the deck with a cup of tea waiting for them.',
    ],
    highlights: ['Baobab tented camp', 'Elephant river crossings', 'Birding with our guide'],
    likes: ['amina', 'kwame'],
    comments: [{ by: 'amina', text: 'Adding this to my list for next year!', daysAgo: 180 }],
  },
  {
    key: 'cape-family', author: 'chloe', title: 'Three Generations on the Cape', destination: 'Cape Town, South Africa', tripDaysAgo: 400,
    tripType: 'Family', rating: 5, scene: 'coast', gallery: 0, postedDaysAgo: 30,
    paragraphs: [
      'My mother, my daughter and I spent a week in Cape Town before I knew Mystery Trips existed, and I wanted to share it because it is what convinced me to try a surprise trip next.',
      'The penguins at Boulders Beach were a hit with all three generations, and Chapman\'s Peak at golden hour silenced even my teenager. Take the cable car down Table Mountain if knees are a concern.',
    ],
    highlights: ['Boulders Beach penguins', 'Chapman\'s Peak Drive', 'Bo-Kaap colours'],
    likes: ['amina', 'ingrid', 'capetown'],
    comments: [],
  },
  {
    key: 'falls', author: 'lars', title: 'Mist and Thunder at Victoria Falls', destination: 'Livingstone, Zambia', tripDaysAgo: 150,
    tripType: 'Adventure', rating: 4, scene: 'falls', gallery: 3, postedDaysAgo: 40,
    paragraphs: [
      'You hear Mosi-oa-Tunya long before you see it. By the time we reached the viewpoints we were soaked to the skin and grinning like children.',
      'The helicopter flight was short but worth every krone: from above you finally understand the scale of the gorge. Bring a waterproof bag for your phone, whatever the season.',
      'Livingstone itself is relaxed and friendly, and the sunset over the Zambezi from the lodge deck was the perfect end to each day.',
    ],
    highlights: ['Flight of Angels', 'Walking the Knife-Edge Bridge', 'Zambezi sunsets'],
    likes: ['kwame', 'amina', 'falls', 'ingrid'],
    comments: [
      { by: 'kwame', text: 'We are going there next month! Is the Devil\'s Pool scary?', daysAgo: 14 },
      { by: 'lars', text: 'Terrifying for ten seconds, then the best photo of your life.', daysAgo: 13 },
    ],
  },
  {
    key: 'zanzibar', author: 'amina', title: 'Dhow Sails and Spice in Zanzibar', destination: 'Zanzibar, Tanzania', tripDaysAgo: 230,
    tripType: 'Romantic', rating: 5, scene: 'coast', gallery: 0, postedDaysAgo: 220,
    paragraphs: [
      'Before the safari bug bit us, we spent a lazy week in Stone Town. We got lost in the alleys every day on purpose, and every day someone pointed us the way home with a smile.',
      'The sunset dhow cruise is a cliché for a reason. The crew sang, the sky turned orange and pink, and my husband finally put his camera down.',
    ],
    highlights: ['Sunset dhow cruise', 'Spice farm tasting', 'Forodhani night market'],
    likes: ['ingrid', 'zanzibar'],
    comments: [],
  },
];

/** Stories with their author's name and avatar, gallery photos in order, likes and comments. */
export async function insertStories(
  tx: Tx,
  list: DemoStory[],
  ctx: { now: Date; images: DemoImages; users: Map<string, number>; people: Map<string, DemoPerson> },
): Promise<number> {
  if (!list.length) return 0;
  const rows = await tx
    .insert(stories)
    .values(
      list.map((x) => ({
        userId: must(ctx.users, x.author, 'user'),
        title: x.title,
        destination: x.destination,
        tripDate: dateFrom(ctx.now, -x.tripDaysAgo),
        tripType: x.tripType,
        content: x.paragraphs.join('\n\n'),
        highlights: x.highlights,
        rating: x.rating,
        coverImage: ctx.images.storyCovers[x.key] ?? null,
        travelerName: must(ctx.people, x.author, 'person').name,
        travelerAvatar: ctx.images.avatars[x.author] ?? null,
        createdAt: daysFrom(ctx.now, -x.postedDaysAgo, 20),
        updatedAt: daysFrom(ctx.now, -x.postedDaysAgo, 20),
      })),
    )
    .returning({ id: stories.id });
  const idOf = (i: number) => {
    const row = rows[i];
    if (!row) throw new Error('story insert returned fewer rows');
    return row.id;
  };
  const media = list.flatMap((x, i) => (ctx.images.storyGalleries[x.key] ?? []).map((url, position) => ({ storyId: idOf(i), url, position })));
  const likes = list.flatMap((x, i) =>
    x.likes.map((by, n) => ({ storyId: idOf(i), userId: must(ctx.users, by, 'user'), createdAt: daysFrom(ctx.now, -Math.max(0, Math.min(x.postedDaysAgo - 1, 20) - n)) })),
  );
  const comments = list.flatMap((x, i) =>
    x.comments.map((c) => ({ storyId: idOf(i), userId: must(ctx.users, c.by, 'user'), content: c.text, createdAt: daysFrom(ctx.now, -c.daysAgo, 18) })),
  );
  if (media.length) await tx.insert(storyMedia).values(media);
  if (likes.length) await tx.insert(storyLikes).values(likes);
  if (comments.length) await tx.insert(storyComments).values(comments);
  return rows.length;
}
