import type { PartnerBusinessType, SubscriptionStatus } from '@mt/shared';
import type { Tx } from '../db/client';
import { partners, users } from '../db/schema';
import { slugify } from '../lib/slug';
import type { SeededPlan } from './plans';
import { daysFrom, must, type DemoImages } from './util';

export const DEMO_EMAIL_DOMAIN = 'mysterytrips.example';

export interface DemoPerson {
  key: string;
  name: string;
  email: string;
  joinedDaysAgo: number;
  /** Has not opened the verification link yet (issue 21): the dashboard shows the banner. */
  unverified?: boolean;
  /** The currency the account shows prices in (issue 22); unset means the browser's choice, or USD. */
  displayCurrency?: string;
}

export interface DemoPartner extends DemoPerson {
  companyName: string;
  businessType: PartnerBusinessType;
  description: string;
  phone: string;
  website: string;
  city: string;
  country: string;
  /** Brand colour of the generated logo. */
  colour: string;
  plan: string | null;
  subscription: SubscriptionStatus | null;
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export const DEMO_ADMIN: DemoPerson = { key: 'admin', name: 'Nadia Haddad', email: email('admin'), joinedDaysAgo: 400 };

export const DEMO_TRAVELLERS: DemoPerson[] = [
  { key: 'amina', name: 'Amina Mwangi', email: email('amina'), joinedDaysAgo: 240 },
  { key: 'lars', name: 'Lars Haugen', email: email('lars'), joinedDaysAgo: 90 },
  { key: 'chloe', name: 'Chloé Martin', email: email('chloe'), joinedDaysAgo: 45, displayCurrency: 'EUR' },
  { key: 'kwame', name: 'Kwame Mensah', email: email('kwame'), joinedDaysAgo: 180 },
  { key: 'ingrid', name: 'Ingrid Solberg', email: email('ingrid'), joinedDaysAgo: 300 },
  { key: 'sipho', name: 'Sipho Dlamini', email: email('sipho'), joinedDaysAgo: 60 },
  { key: 'tendai', name: 'Tendai Moyo', email: email('tendai'), joinedDaysAgo: 1, unverified: true },
];

export const DEMO_PARTNERS: DemoPartner[] = [
  {
    key: 'safari', name: 'Joseph Mollel', email: email('safari'), joinedDaysAgo: 360,
    companyName: 'Serengeti Horizon Safaris', businessType: 'tours', colour: '#b5651d',
    description: 'Family-run safari operator from Arusha with twenty years in the northern circuit. Our guides grew up between the Serengeti and Ngorongoro and plan every game drive around the herds, not the clock.',
    phone: '+255 27 254 0101', website: 'https://serengeti-horizon.example', city: 'Arusha', country: 'Tanzania',
    plan: 'pro', subscription: 'active',
  },
  {
    key: 'capetown', name: 'Thandiwe Nkosi', email: email('capetown'), joinedDaysAgo: 320,
    companyName: 'Table Mountain Lodge & Co.', businessType: 'accommodation', colour: '#2f6690',
    description: 'Boutique stays and small-group days out in and around Cape Town: colourful Bo-Kaap suites, the peninsula, the winelands and the mountain at sunrise.',
    phone: '+27 21 555 0142', website: 'https://tablemountainlodge.example', city: 'Cape Town', country: 'South Africa',
    plan: 'growth', subscription: 'active',
  },
  {
    key: 'riad', name: 'Youssef El Amrani', email: email('riad'), joinedDaysAgo: 280,
    companyName: 'Riad Zitoun Atlas', businessType: 'accommodation', colour: '#9c2c2c',
    description: 'A restored 18th-century riad in the Marrakech medina with seven rooms around an orange-tree courtyard, and our own guides for the High Atlas and the Sahara.',
    phone: '+212 524 555 017', website: 'https://riadzitoun.example', city: 'Marrakech', country: 'Morocco',
    plan: 'growth', subscription: 'active',
  },
  {
    key: 'nairobi', name: 'Wanjiru Kamau', email: email('nairobi'), joinedDaysAgo: 10,
    companyName: 'Nairobi Urban Trails', businessType: 'excursion', colour: '#3a7d44',
    description: 'Half-day and day excursions in and around Nairobi led by people who live here: wildlife on the city edge, conservation projects and community walks.',
    phone: '+254 20 555 0198', website: 'https://nairobitrails.example', city: 'Nairobi', country: 'Kenya',
    plan: 'starter', subscription: 'trialing',
  },
  {
    key: 'zanzibar', name: 'Salim Juma', email: email('zanzibar'), joinedDaysAgo: 210,
    companyName: 'Spice Island Dhow Company', businessType: 'community', colour: '#1b7f8c',
    description: 'A cooperative of Stone Town boat builders, spice farmers and cooks. Every booking pays local crews and keeps traditional dhow sailing alive.',
    phone: '+255 24 555 0133', website: 'https://spiceislanddhow.example', city: 'Zanzibar City', country: 'Tanzania',
    plan: 'starter', subscription: 'active',
  },
  {
    key: 'falls', name: 'Mutinta Banda', email: email('falls'), joinedDaysAgo: 250,
    companyName: 'Mosi-oa-Tunya Transfers & Adventures', businessType: 'transport', colour: '#5c4d7d',
    description: 'Transfers, river trips and adventures on both sides of Victoria Falls, with a fleet of safari vehicles and licensed guides for Livingstone Island.',
    phone: '+260 213 555 021', website: 'https://mosioatunya.example', city: 'Livingstone', country: 'Zambia',
    plan: 'growth', subscription: 'active',
  },
  {
    key: 'namib', name: 'Johannes Shikongo', email: email('namib'), joinedDaysAgo: 150,
    companyName: 'Namib Dune Guides', businessType: 'freelancer', colour: '#d0703c',
    description: 'Independent guide based in Windhoek. Sunrise on the Sossusvlei dunes, the Skeleton Coast and long desert drives with plenty of stops.',
    phone: '+264 61 555 0177', website: 'https://namibdunes.example', city: 'Windhoek', country: 'Namibia',
    plan: 'starter', subscription: 'past_due',
  },
  {
    key: 'okavango', name: 'Kefilwe Molefe', email: email('okavango'), joinedDaysAgo: 200,
    companyName: 'Okavango Mokoro Collective', businessType: 'other', colour: '#4f772d',
    description: 'Polers from the villages around Maun taking guests into the Okavango Delta by traditional mokoro canoe.',
    phone: '+267 686 5550', website: 'https://okavangomokoro.example', city: 'Maun', country: 'Botswana',
    plan: 'starter', subscription: 'canceled',
  },
];

/** When a subscription runs to, by state: active ones in the future, lapsed ones in the past. */
function subscribedUntil(now: Date, status: SubscriptionStatus | null): Date | null {
  switch (status) {
    case 'active':
      return daysFrom(now, 24);
    case 'trialing':
      return daysFrom(now, 4);
    case 'past_due':
      return daysFrom(now, -3);
    case 'canceled':
      return daysFrom(now, -40);
    case 'unpaid':
    case 'incomplete':
    case 'incomplete_expired':
    case 'paused':
    case null:
      return null;
  }
}

export interface SeededPartner {
  id: number;
  userId: number;
  commissionRate: number;
  joinedAt: Date;
}

export interface PeopleInput {
  admin: DemoPerson;
  travellers: DemoPerson[];
  partners: DemoPartner[];
}

export async function insertPeople(
  tx: Tx,
  people: PeopleInput,
  ctx: { now: Date; passwordHash: string; images: DemoImages; plans: Map<string, SeededPlan> },
): Promise<{ users: Map<string, number>; partners: Map<string, SeededPartner> }> {
  const everyone = [
    { ...people.admin, userType: 'admin' as const, image: null },
    ...people.travellers.map((t) => ({ ...t, userType: 'traveller' as const, image: ctx.images.avatars[t.key] ?? null })),
    ...people.partners.map((p) => ({ ...p, userType: 'partner' as const, image: ctx.images.logos[p.key] ?? null })),
  ];
  const rows = await tx
    .insert(users)
    .values(
      everyone.map((p) => ({
        name: p.name,
        email: p.email.toLowerCase(),
        passwordHash: ctx.passwordHash,
        userType: p.userType,
        profileImage: p.image,
        createdAt: daysFrom(ctx.now, -p.joinedDaysAgo, 9),
        // Demo accounts have confirmed their address, except the one that shows the banner.
        emailVerifiedAt: p.unverified ? null : daysFrom(ctx.now, -p.joinedDaysAgo, 10),
        // They have used the site before ("Welcome back"), except the newcomer who has not confirmed yet.
        lastSignInAt: daysFrom(ctx.now, -1, 18),
        previousSignInAt: p.unverified ? null : daysFrom(ctx.now, -p.joinedDaysAgo, 10),
        displayCurrency: p.displayCurrency ?? null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
  const userIds = new Map(everyone.map((p) => [p.key, must(idByEmail, p.email.toLowerCase(), 'user')]));

  const slugs = new Set<string>();
  const partnerRows = await tx
    .insert(partners)
    .values(
      people.partners.map((p) => {
        const plan = p.plan ? must(ctx.plans, p.plan, 'plan') : null;
        let slug = slugify(p.companyName);
        for (let n = 2; slugs.has(slug); n++) slug = `${slugify(p.companyName)}-${n}`;
        slugs.add(slug);
        return {
          userId: must(userIds, p.key, 'user'),
          companyName: p.companyName,
          contactName: p.name,
          phoneNumber: p.phone,
          websiteUrl: p.website,
          logoUrl: ctx.images.logos[p.key] ?? null,
          slug,
          serviceType: p.businessType,
          companyDescription: p.description,
          city: p.city,
          country: p.country,
          subscriptionStatus: p.subscription,
          subscriptionPlanId: plan?.id ?? null,
          subscribedUntil: subscribedUntil(ctx.now, p.subscription),
          providerCustomerId: p.subscription ? `sandbox_cus_${p.key}` : null,
          providerSubscriptionId: p.subscription ? `sandbox_sub_${p.key}` : null,
          providerSubscriptionCreatedAt: p.subscription ? daysFrom(ctx.now, -p.joinedDaysAgo, 9) : null,
          createdAt: daysFrom(ctx.now, -p.joinedDaysAgo, 9),
        };
      }),
    )
    .returning({ id: partners.id, userId: partners.userId });
  const partnerByUser = new Map(partnerRows.map((r) => [r.userId, r.id]));
  const partnerMap = new Map<string, SeededPartner>();
  for (const p of people.partners) {
    const userId = must(userIds, p.key, 'user');
    const commissionRate = p.plan ? must(ctx.plans, p.plan, 'plan').commissionRate : 15;
    partnerMap.set(p.key, { id: must(partnerByUser, userId, 'partner'), userId, commissionRate, joinedAt: daysFrom(ctx.now, -p.joinedDaysAgo, 9) });
  }
  return { users: userIds, partners: partnerMap };
}
