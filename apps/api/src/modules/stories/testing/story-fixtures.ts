import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StoryDto, TripStatus } from '@mt/shared';
import { bearer } from '../../../test/app';
import { multipart, type FilePart } from '../../../test/multipart';
import { preferences, trips } from '../../../db/schema';
import type { Db } from '../../../db/client';

let n = 0;
/** A unique destination keeps each test's stories apart in the file's shared database. */
export const uniqueDestination = () => `Testland ${++n} ${randomBytes(3).toString('hex')}`;

export const storyFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'Lions at dawn',
  destination: 'Serengeti, Tanzania',
  trip_date: '2024-06-10',
  trip_type: 'Adventure',
  content: 'We woke to roaring lions.\n\nThen breakfast.',
  highlights: JSON.stringify(['Lions', 'Balloon ride']),
  rating: '5',
  ...overrides,
});

export async function postStory(app: FastifyInstance, token: string, fields: Record<string, string> = {}, files: FilePart[] = []) {
  const body = multipart(storyFields(fields), files);
  return app.inject({ method: 'POST', url: '/api/stories', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

export async function createStory(app: FastifyInstance, token: string, fields: Record<string, string> = {}): Promise<StoryDto> {
  const res = await postStory(app, token, fields);
  if (res.statusCode !== 201) throw new Error(`POST /api/stories answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: { data: StoryDto } }>().data.data;
}

export async function uploadMedia(app: FastifyInstance, token: string, files: FilePart[]) {
  const body = multipart({}, files);
  return app.inject({ method: 'POST', url: '/api/stories/upload-media', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

/** Every file under DATA_DIR/uploads/stories (nothing may appear there after a refused upload). */
export function storedStoryFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'stories')).sort();
  } catch {
    return [];
  }
}

/** A trip of this traveller in the given status (a story is verified once one is completed). */
export async function giveTrip(db: Db, travellerId: number, status: TripStatus) {
  const [pref] = await db
    .insert(preferences)
    .values({ travellerId, budgetRange: '1000-2000', duration: '4-7', travellerCount: 2, departureDate: '2024-05-01', interests: ['wildlife'] })
    .returning({ id: preferences.id });
  await db.insert(trips).values({ preferenceId: pref!.id, travellerId, name: 'Test trip', status, totalPriceMinor: 100_000 });
}
