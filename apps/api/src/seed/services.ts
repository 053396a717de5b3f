import { normalizeSeasons, utcDay, type SeasonRange, type ServiceType } from '@mt/shared';
import type { Tx } from '../db/client';
import { services } from '../db/schema';
import { serviceFactsColumns } from '../modules/services/service-facts.columns';
import type { SeededPartner } from './people';
import { daysFrom, must, type DemoImages } from './util';
import { demoServiceCountry } from './preferences-that-fit';

import type { SceneKind } from './scenes';

/** Landscapes the image generator can draw (scenes/kinds.ts); stories and blog posts import it from here. */
export type { SceneKind };

export interface DemoService {
  key: string;
  partner: string;
  name: string;
  type: ServiceType;
  location: string;
  description: string;
  /** Minor units of `currency` (NOK unless stated). */
  price: number;
  currency?: 'NOK' | 'USD' | 'EUR';
  pricing: string;
  /** The picture's landscape: true to the service's place and type (a crater trip gets the crater). */
  scene: SceneKind;
  featured?: boolean;
  /** How long it lasts in hours, as a partner would say it (issue 22): a night's stay is 24. */
  hours: number;
  /** How many people one booking takes, smallest and largest. */
  group: [number, number];
  /** Yearly seasons as MM-DD pairs (an end before the start runs into the next year); none: all year. */
  season?: [string, string][];
  /** Homepage position 1..3. */
  pin?: number;
  inactive?: boolean;
}

const s = (x: DemoService) => x;

export const DEMO_SERVICES: DemoService[] = [
  // Serengeti Horizon Safaris, Arusha (Pro)
  s({ key: 'serengeti-safari', partner: 'safari', name: 'Serengeti Great Migration Safari (3 days)', type: 'tour', location: 'Serengeti National Park, Tanzania', price: 1_450_000, pricing: 'per person', scene: 'savanna', hours: 72, group: [2, 6], featured: true, pin: 1,
    description: 'Three days following the wildebeest and zebra herds across the Serengeti plains in a pop-up-roof Land Cruiser, with full-board tented camp nights and sundowners on the kopjes.' }),
  s({ key: 'ngorongoro', partner: 'safari', name: 'Ngorongoro Crater Day Trip', type: 'tour', location: 'Ngorongoro Conservation Area, Tanzania', price: 420_000, pricing: 'per person', scene: 'crater', hours: 10, group: [1, 6], featured: true,
    description: 'Descend 600 metres into the crater at dawn for the best chance of seeing black rhino, lions and flamingos, with a picnic lunch by the hippo pool.' }),
  s({ key: 'kilimanjaro', partner: 'safari', name: 'Kilimanjaro Machame Route Trek (7 days)', type: 'activity', location: 'Moshi, Tanzania', price: 189_000, currency: 'USD', pricing: 'per person', scene: 'mountain', hours: 168, group: [1, 12], season: [['06-01', '10-31'], ['12-15', '03-15']],
    description: 'The scenic "whiskey route" to Uhuru Peak with certified mountain guides, porters, cooks, park fees and a summit certificate.' }),
  s({ key: 'tarangire-camp', partner: 'safari', name: 'Tarangire Treetop Tented Camp', type: 'accommodation', location: 'Tarangire National Park, Tanzania', price: 380_000, pricing: 'per night, two sharing, full board', scene: 'lodge', hours: 24, group: [1, 2], season: [['06-01', '03-31']],
    description: 'Eight raised tents among ancient baobabs overlooking the Tarangire river, where elephant herds come to drink in the afternoon.' }),
  s({ key: 'arusha-guide', partner: 'safari', name: 'Private Naturalist Guide', type: 'guide', location: 'Arusha, Tanzania', price: 180_000, pricing: 'per day', scene: 'birding', hours: 10, group: [1, 7],
    description: 'A dedicated naturalist guide for your group: birding, tracking and the stories behind the landscape, in English, Swahili or German.' }),
  s({ key: 'arusha-transfer', partner: 'safari', name: 'Kilimanjaro Airport Transfer', type: 'transport', location: 'Kilimanjaro International Airport to Arusha', price: 65_000, pricing: 'per vehicle, one way', scene: 'road', hours: 1, group: [1, 7],
    description: 'Meet-and-greet at arrivals and a comfortable transfer to your Arusha lodge, with cold water and local SIM cards on board.' }),
  // Table Mountain Lodge & Co., Cape Town (Growth)
  s({ key: 'bokaap-suites', partner: 'capetown', name: 'Bo-Kaap Boutique Suites', type: 'accommodation', location: 'Bo-Kaap, Cape Town, South Africa', price: 210_000, pricing: 'per night', scene: 'houses', hours: 24, group: [1, 2], featured: true,
    description: 'Four suites in a restored Cape Malay house on a cobbled street of colourful facades, with a rooftop terrace facing Table Mountain.' }),
  s({ key: 'peninsula-tour', partner: 'capetown', name: 'Cape Peninsula & Penguins Day Tour', type: 'tour', location: 'Cape Point and Boulders Beach, South Africa', price: 160_000, pricing: 'per person', scene: 'cape', hours: 9, group: [1, 14], featured: true,
    description: 'Chapman\'s Peak Drive, the Cape of Good Hope, the African penguin colony at Boulders Beach and fish and chips in Kalk Bay.' }),
  s({ key: 'winelands-lunch', partner: 'capetown', name: 'Stellenbosch Winelands Tasting Lunch', type: 'food', location: 'Stellenbosch, South Africa', price: 95_000, pricing: 'per person', scene: 'vineyard', hours: 5, group: [2, 12],
    description: 'A long lunch paired with chenin blanc and pinotage at two family estates, with a driver so nobody has to count glasses.' }),
  s({ key: 'table-mountain-hike', partner: 'capetown', name: 'Table Mountain Sunrise Hike', type: 'activity', location: 'Platteklip Gorge, Cape Town', price: 75_000, pricing: 'per person', scene: 'table-mountain', hours: 4, group: [1, 10],
    description: 'A guided climb up Platteklip Gorge in the dark to watch the sun rise over the city and the Atlantic, cable car down.' }),
  s({ key: 'shark-cage', partner: 'capetown', name: 'Gansbaai Shark Cage Dive', type: 'activity', location: 'Gansbaai, Western Cape', price: 230_000, pricing: 'per person', scene: 'cape', hours: 5, group: [1, 20], season: [['04-01', '09-30']], inactive: true,
    description: 'Paused for the season: cage diving with marine biologists on board, returning when the sharks do.' }),
  // Riad Zitoun Atlas, Marrakech (Growth)
  s({ key: 'riad-room', partner: 'riad', name: 'Riad Zitoun Courtyard Room', type: 'accommodation', location: 'Medina, Marrakech, Morocco', price: 12_000, currency: 'EUR', pricing: 'per night, breakfast included', scene: 'riad', hours: 24, group: [1, 2], featured: true,
    description: 'Zellige tiles, cedar ceilings and a window over the orange-tree courtyard, five minutes on foot from Jemaa el-Fnaa.' }),
  s({ key: 'atlas-trek', partner: 'riad', name: 'Atlas Mountains Berber Village Trek', type: 'activity', location: 'Imlil, High Atlas, Morocco', price: 85_000, pricing: 'per person', scene: 'ridges', hours: 7, group: [1, 10],
    description: 'A day walking between Amazigh villages below Jebel Toubkal, with mint tea and a tagine lunch in a family home.' }),
  s({ key: 'sahara-camp', partner: 'riad', name: 'Sahara Camel Trek & Desert Camp (2 nights)', type: 'tour', location: 'Merzouga, Erg Chebbi, Morocco', price: 390_000, pricing: 'per person', scene: 'desert-camp', hours: 72, group: [2, 16], season: [['10-01', '04-30']], featured: true, pin: 2,
    description: 'Over the Atlas by road to the Erg Chebbi dunes, a sunset camel trek and two nights in a desert camp with drums under the stars.' }),
  s({ key: 'medina-food', partner: 'riad', name: 'Medina Street Food Evening', type: 'food', location: 'Jemaa el-Fnaa, Marrakech', price: 60_000, pricing: 'per person', scene: 'market', hours: 3, group: [1, 10],
    description: 'Snail soup, msemen, slow-roasted tanjia and the best orange juice in the square, with a guide who knows every stall owner.' }),
  s({ key: 'hammam', partner: 'riad', name: 'Hammam & Argan Spa Ritual', type: 'other', location: 'Medina, Marrakech', price: 70_000, pricing: 'per person', scene: 'spa', hours: 2, group: [1, 2],
    description: 'A traditional steam bath and black-soap scrub followed by an argan-oil massage, in the riad\'s own small hammam.' }),
  // Nairobi Urban Trails (Starter, trialing)
  s({ key: 'nairobi-park', partner: 'nairobi', name: 'Nairobi National Park Game Drive', type: 'tour', location: 'Nairobi National Park, Kenya', price: 140_000, pricing: 'per person', scene: 'savanna', hours: 4, group: [1, 7],
    description: 'Lions, rhinos and giraffes with the city skyline behind them: a morning game drive in the world\'s only national park inside a capital.' }),
  s({ key: 'giraffe-centre', partner: 'nairobi', name: 'Giraffe Centre & Karen Blixen Museum', type: 'activity', location: 'Karen, Nairobi, Kenya', price: 55_000, pricing: 'per person', scene: 'savanna', hours: 3, group: [1, 12],
    description: 'Feed endangered Rothschild giraffes at eye level, then visit the farmhouse of "Out of Africa" in the Ngong foothills.' }),
  s({ key: 'kibera-walk', partner: 'nairobi', name: 'Kibera Community Walk with a Local Guide', type: 'guide', location: 'Kibera, Nairobi, Kenya', price: 40_000, pricing: 'per person', scene: 'houses', hours: 3, group: [1, 8],
    description: 'A respectful walk led by residents through workshops, schools and music studios; every fee goes to community projects.' }),
  // Spice Island Dhow Company, Zanzibar (Starter)
  s({ key: 'dhow-cruise', partner: 'zanzibar', name: 'Sunset Dhow Cruise off Stone Town', type: 'activity', location: 'Stone Town, Zanzibar, Tanzania', price: 50_000, pricing: 'per person', scene: 'coast', hours: 2, group: [2, 20], featured: true, pin: 3,
    description: 'Two hours under a lateen sail as the sun drops behind the Indian Ocean, with fresh fruit, taarab music and a swim stop.' }),
  s({ key: 'spice-farm', partner: 'zanzibar', name: 'Spice Farm & Stone Town Heritage Tour', type: 'tour', location: 'Kizimbani and Stone Town, Zanzibar', price: 45_000, pricing: 'per person', scene: 'plantation', hours: 5, group: [1, 15],
    description: 'Taste cloves, nutmeg and cinnamon straight from the tree, then walk the carved doors and alleys of the old town.' }),
  s({ key: 'forodhani', partner: 'zanzibar', name: 'Forodhani Night Market Seafood Supper', type: 'food', location: 'Forodhani Gardens, Zanzibar', price: 30_000, pricing: 'per person', scene: 'market', hours: 2, group: [2, 10],
    description: 'Grilled octopus, Zanzibar pizza and sugar-cane juice at the waterfront night market, with a cook to guide you between the grills.' }),
  // Mosi-oa-Tunya Transfers & Adventures, Livingstone (Growth)
  s({ key: 'falls-shuttle', partner: 'falls', name: 'Livingstone to Victoria Falls Shuttle', type: 'transport', location: 'Livingstone, Zambia to Victoria Falls, Zimbabwe', price: 35_000, pricing: 'per person, return', scene: 'falls', hours: 1, group: [1, 14],
    description: 'Air-conditioned shuttle across the Victoria Falls Bridge with help at both border posts and a KAZA visa briefing.' }),
  s({ key: 'helicopter', partner: 'falls', name: 'Flight of Angels Helicopter Ride', type: 'activity', location: 'Victoria Falls, Zimbabwe', price: 18_500, currency: 'USD', pricing: 'per person, 15 minutes in the air', scene: 'falls', hours: 1, group: [1, 5], featured: true,
    description: 'Fifteen minutes over the falls and the Batoka Gorge, close enough to see rainbows in the spray.' }),
  s({ key: 'devils-pool', partner: 'falls', name: 'Devil\'s Pool Guided Swim', type: 'guide', location: 'Livingstone Island, Zambia', price: 110_000, pricing: 'per person', scene: 'falls', hours: 3, group: [1, 8], season: [['08-01', '01-31']],
    description: 'A licensed guide takes you by boat to Livingstone Island and into the rock pool on the very lip of the falls (August to January).' }),
  s({ key: 'zambezi-lodge', partner: 'falls', name: 'Zambezi Riverside Lodge', type: 'accommodation', location: 'Upper Zambezi, Livingstone, Zambia', price: 260_000, pricing: 'per night, two sharing', scene: 'river-lodge', hours: 24, group: [1, 2],
    description: 'Thatched chalets on stilts above the river, hippos at breakfast and the spray of the falls on the horizon.' }),
  // Namib Dune Guides, Windhoek (Starter, past due: not public)
  s({ key: 'sossusvlei-guide', partner: 'namib', name: 'Sossusvlei Sunrise Dune Guide', type: 'guide', location: 'Sossusvlei, Namib-Naukluft Park, Namibia', price: 120_000, pricing: 'per day', scene: 'dunes', hours: 10, group: [1, 8],
    description: 'Climb Big Daddy at first light and walk the white clay pan of Deadvlei among 900-year-old camel thorn trees.' }),
  s({ key: 'coastal-drive', partner: 'namib', name: 'Windhoek to Swakopmund Coastal Transfer', type: 'transport', location: 'Windhoek to Swakopmund, Namibia', price: 90_000, pricing: 'per vehicle', scene: 'road', hours: 5, group: [1, 7],
    description: 'Across the Khomas Highland and the gravel plains to the Atlantic, with stops for Welwitschia plants and moon landscapes.' }),
  // Okavango Mokoro Collective, Maun (Starter, canceled: not public)
  s({ key: 'mokoro', partner: 'okavango', name: 'Okavango Delta Mokoro Excursion', type: 'activity', location: 'Okavango Delta, Maun, Botswana', price: 150_000, pricing: 'per person', scene: 'delta', hours: 6, group: [1, 6], season: [['04-01', '10-31']],
    description: 'Glide through papyrus channels in a dugout canoe poled by a local guide, with a bush walk on a palm island.' }),
];

/**
 * A demo service's seasons, seen from `now`: for each yearly window, the occurrence running or next to come
 * and the one after it, so the demo shows a season in the future whatever day it is seeded on (and stays
 * within the partner form's three-year horizon).
 */
export function yearlySeasons(now: Date, windows: [string, string][] | undefined): SeasonRange[] {
  if (!windows) return [];
  const today = utcDay(now);
  const year = now.getUTCFullYear();
  const ranges: SeasonRange[] = [];
  for (const [start, end] of windows) {
    const occurrences = [-1, 0, 1, 2].map((y) => ({ from: `${year + y}-${start}`, until: `${year + y + (end < start ? 1 : 0)}-${end}` }));
    ranges.push(...occurrences.filter((r) => r.until >= today).slice(0, 2));
  }
  return normalizeSeasons(ranges);
}

export interface SeededService {
  id: number;
  partnerKey: string;
  price: number;
  currency: string;
}

export async function insertServices(
  tx: Tx,
  list: DemoService[],
  ctx: { now: Date; images: DemoImages; partners: Map<string, SeededPartner> },
): Promise<Map<string, SeededService>> {
  const perPartner = new Map<string, number>();
  const rows = await tx
    .insert(services)
    .values(
      list.map((x) => {
        const partner = must(ctx.partners, x.partner, 'partner');
        const n = perPartner.get(x.partner) ?? 0;
        perPartner.set(x.partner, n + 1);
        // Listed in the partner's first weeks, never in the future.
        const createdAt = new Date(Math.min(partner.joinedAt.getTime() + (1 + n * 2) * 86_400_000, daysFrom(ctx.now, -1).getTime()));
        return {
        partnerId: partner.id,
        name: x.name,
        type: x.type,
        description: x.description,
        locationDetails: x.location,
        country: demoServiceCountry(x.key),
        basePriceMinor: x.price,
        currency: x.currency ?? 'NOK',
        pricingDescription: x.pricing,
        isActive: !x.inactive,
        imageUrl: ctx.images.services[x.key] ?? null,
        isFeatured: !!x.featured,
        pinToHomepage: x.pin !== undefined,
        homepageSortOrder: x.pin ?? 999,
        createdAt,
        ...serviceFactsColumns({ duration_hours: x.hours, group_size_min: x.group[0], group_size_max: x.group[1], availability: yearlySeasons(ctx.now, x.season) }),
        };
      }),
    )
    .returning({ id: services.id });
  const map = new Map<string, SeededService>();
  list.forEach((x, i) => {
    const row = rows[i];
    if (!row) throw new Error('service insert returned fewer rows');
    map.set(x.key, { id: row.id, partnerKey: x.partner, price: x.price, currency: x.currency ?? 'NOK' });
  });
  return map;
}
