import { STORY_MEDIA_FOLDER, type StoryDto, storyInputTexts, type StoryMultipartFields, storyMultipartFieldsSchema, storyTexts } from '@mt/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { saveImage, storedKeysOf, type MediaStore, type MultipartUpload } from '../media';
import { findAccount } from '../users/users.service';
import * as repo from './stories.repository';
import { getStory } from './stories.service';

export interface WriteDeps {
  db: Db;
  media: MediaStore;
}

/** Validates the text fields of a story form; every message goes back per field. */
export function parseStoryFields(fields: Record<string, string>): StoryMultipartFields {
  const parsed = storyMultipartFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  // Keyed by form field (a bad highlight reports 'highlights', not 'highlights.1'), one message each.
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!errors[key]?.includes(issue.message)) (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(Object.values(errors)[0]?.[0] ?? 'Invalid story.', errors);
}

function singleCover(upload: MultipartUpload): Buffer | null {
  const covers = upload.files.filter((f) => f.field === 'cover_image');
  if (covers.length > 1) throw badRequest('Please choose a single cover image.', { cover_image: ['Please choose a single cover image.'] });
  return covers[0]?.data ?? null;
}

/** Best effort: a file left behind is harmless, a failed request because of cleanup is not. */
async function removeFiles(media: MediaStore, urls: string[]) {
  // The main image and its widths (or, before decision 0023, its thumbnail), as saveImage stores them.
  for (const key of urls.flatMap(storedKeysOf)) {
    if (key.startsWith(`${STORY_MEDIA_FOLDER}/`)) await media.delete(key).catch(() => undefined);
  }
}

/** Deletes the files of these URLs that no story refers to any more (a gallery path may be shared). */
async function removeUnreferenced(deps: WriteDeps, urls: string[]) {
  await removeFiles(deps.media, await repo.unreferencedUrls(deps.db, [...new Set(urls)]));
}

export async function createStory(deps: WriteDeps, author: AuthUser, upload: MultipartUpload): Promise<StoryDto> {
  const input = parseStoryFields(upload.fields);
  const coverBytes = singleCover(upload);
  const user = await findAccount(deps.db, author.id);
  // Nothing is stored before the fields are known to be valid; the cover is the only file written here.
  const cover = coverBytes ? (await saveImage(deps.media, coverBytes, STORY_MEDIA_FOLDER)).url : null;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const storyId = await repo.insertStory(tx, {
        userId: author.id,
        title: input.title,
        destination: input.destination,
        tripDate: input.trip_date,
        tripType: input.trip_type,
        content: input.content,
        highlights: input.highlights,
        rating: input.rating,
        coverImage: cover,
        // Spec 2 section 6: the signed-in user's name and picture unless the form says otherwise.
        travelerName: input.traveler_name || author.name || storyTexts.anonymous,
        travelerAvatar: input.traveler_avatar ?? user?.profileImage ?? null,
      });
      await repo.replaceStoryMedia(tx, storyId, input.media_gallery);
      return storyId;
    });
    return await getStory(deps.db, id, author.id);
  } catch (err) {
    if (cover) await removeFiles(deps.media, [cover]);
    throw err;
  }
}

async function ownedStory(db: Db, actor: AuthUser, id: number) {
  const owner = await repo.findStoryOwner(db, id);
  if (!owner) throw notFound(storyInputTexts.storyNotFound);
  if (owner.userId !== actor.id && actor.userType !== 'admin') throw forbidden(storyInputTexts.notOwner);
  return owner;
}

/** A full replacement of the story's fields; the cover changes only when a new file is sent. */
export async function updateStory(deps: WriteDeps, actor: AuthUser, id: number, upload: MultipartUpload): Promise<StoryDto> {
  const before = await ownedStory(deps.db, actor, id);
  const input = parseStoryFields(upload.fields);
  const coverBytes = singleCover(upload);
  const oldGallery = await repo.listStoryMediaUrls(deps.db, id);
  const cover = coverBytes ? (await saveImage(deps.media, coverBytes, STORY_MEDIA_FOLDER)).url : null;
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateStoryRow(tx, id, {
        title: input.title,
        destination: input.destination,
        tripDate: input.trip_date,
        tripType: input.trip_type,
        content: input.content,
        highlights: input.highlights,
        rating: input.rating,
        ...(cover ? { coverImage: cover } : {}),
        ...(input.traveler_name ? { travelerName: input.traveler_name } : {}),
        ...(input.traveler_avatar ? { travelerAvatar: input.traveler_avatar } : {}),
      });
      await repo.replaceStoryMedia(tx, id, input.media_gallery);
    });
  } catch (err) {
    if (cover) await removeFiles(deps.media, [cover]);
    throw err;
  }
  await removeUnreferenced(deps, [...oldGallery, ...(cover && before.coverImage ? [before.coverImage] : [])]);
  return getStory(deps.db, id, actor.id);
}

export async function deleteStory(deps: WriteDeps, actor: AuthUser, id: number): Promise<void> {
  const before = await ownedStory(deps.db, actor, id);
  const gallery = await repo.listStoryMediaUrls(deps.db, id);
  await repo.deleteStoryRow(deps.db, id);
  await removeUnreferenced(deps, [...gallery, ...(before.coverImage ? [before.coverImage] : [])]);
}

/** upload-media: every file through the image pipeline; if one is refused, the ones stored before it are removed. */
export async function uploadStoryMedia(media: MediaStore, upload: MultipartUpload): Promise<string[]> {
  if (upload.files.length === 0) throw badRequest(storyInputTexts.noFiles, { media: [storyInputTexts.noFiles] });
  const stored: string[] = [];
  try {
    for (const file of upload.files) stored.push((await saveImage(media, file.data, STORY_MEDIA_FOLDER)).url);
  } catch (err) {
    await removeFiles(media, stored);
    throw err;
  }
  return stored;
}
