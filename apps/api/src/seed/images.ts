import sharp from 'sharp';
import type { ServiceType } from '@mt/shared';
import type { MediaStore } from '../modules/media/media-store';
import { encodeResponsive, storeResponsive } from '../modules/media/responsive-variants';
import { drawScene, type SceneKind } from './scenes';
import { noImages, type DemoImages } from './util';

const SCENE_FOR_TYPE: Record<ServiceType, SceneKind> = {
  accommodation: 'lodge',
  tour: 'savanna',
  activity: 'savanna',
  transport: 'road',
  guide: 'birding',
  food: 'feast',
  other: 'spa',
};

/** The scene a service names, else a fitting one for its type (the demo names one for every service). */
export const sceneForService = (type: ServiceType, scene?: SceneKind): SceneKind => scene ?? SCENE_FOR_TYPE[type];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A landscape true to `kind` (one drawer per kind under ./scenes), drawn from `seed` so one service or story
 * always gets the same picture and two titles of one kind get different light, composition and tint. No caption:
 * every screen prints the title beside the picture, and cards, heroes and slideshows crop it to their own shape,
 * which cut a baked-in caption at the edges.
 */
export function sceneSvg(opts: { kind: SceneKind; seed: string; width?: number; height?: number }): string {
  return drawScene(opts.kind, opts.seed, opts.width ?? 1200, opts.height ?? 800);
}

/** A square badge with the company's initials. */
export function logoSvg(name: string, colour: string, size = 400): string {
  const initials = name.split(/[\s&-]+/).filter((p) => /^[A-Z]/.test(p)).slice(0, 2).map((p) => p[0]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
<rect width="400" height="400" rx="48" fill="${colour}"/><circle cx="200" cy="170" r="110" fill="#fff" opacity="0.15"/>
<text x="200" y="210" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
<text x="200" y="345" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.min(30, Math.floor(620 / name.length))}" fill="#fff">${escapeXml(name)}</text></svg>`;
}

export function avatarSvg(name: string, colour: string): string {
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="128" fill="${colour}"/>
<text x="128" y="160" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="bold" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

export interface ImageRequests {
  partners: { key: string; companyName: string; colour: string }[];
  travellers: { key: string; name: string }[];
  services: { key: string; name: string; type: ServiceType; scene?: SceneKind }[];
  stories: { key: string; title: string; scene: SceneKind; gallery: number }[];
  blog: { key: string; title: string; scene: SceneKind }[];
}

const AVATAR_COLOURS = ['#e76f51', '#2a9d8f', '#8e44ad', '#e9c46a', '#264653', '#d62828'];
const GALLERY_SCENES: SceneKind[] = ['savanna', 'coast', 'mountain', 'lodge', 'feast'];

/**
 * Renders every demo picture from SVG to WebP in the responsive widths and stores it under a random name (a few at a time: sharp works
 * on the libuv pool). Images are made before the seed's transaction, which then only inserts rows.
 */
export async function generateDemoImages(store: MediaStore, req: ImageRequests, concurrency = 4): Promise<DemoImages> {
  const images = noImages();
  const jobs: { folder: string; svg: () => string; done: (url: string) => void }[] = [];
  for (const p of req.partners) jobs.push({ folder: 'partners', svg: () => logoSvg(p.companyName, p.colour), done: (u) => (images.logos[p.key] = u) });
  req.travellers.forEach((t, i) =>
    jobs.push({ folder: 'avatars', svg: () => avatarSvg(t.name, AVATAR_COLOURS[i % AVATAR_COLOURS.length] ?? '#555'), done: (u) => (images.avatars[t.key] = u) }),
  );
  for (const s of req.services) {
    const kind = sceneForService(s.type, s.scene);
    jobs.push({ folder: 'services', svg: () => sceneSvg({ kind, seed: s.name }), done: (u) => (images.services[s.key] = u) });
  }
  for (const s of req.stories) {
    jobs.push({ folder: 'stories', svg: () => sceneSvg({ kind: s.scene, seed: s.title }), done: (u) => (images.storyCovers[s.key] = u) });
    const gallery: string[] = new Array<string>(s.gallery).fill('');
    images.storyGalleries[s.key] = gallery;
    for (let n = 0; n < s.gallery; n++) {
      const kind = n === 0 ? s.scene : (GALLERY_SCENES[(n + s.key.length) % GALLERY_SCENES.length] ?? s.scene);
      jobs.push({ folder: 'stories', svg: () => sceneSvg({ kind, seed: `${s.key}-${n}` }), done: (u) => (gallery[n] = u) });
    }
  }
  for (const b of req.blog) {
    jobs.push({ folder: 'blog', svg: () => sceneSvg({ kind: b.scene, seed: b.title }), done: (u) => (images.blog[b.key] = u) });
  }

  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      // The same widths and names as an upload (decision 0023), so the demo's pages get srcsets too.
      const encoded = await encodeResponsive(sharp(Buffer.from(job.svg())), { quality: 78, effort: 2 });
      const stored = await storeResponsive(store, encoded, job.folder);
      images.keys.push(...stored.keys);
      job.done(stored.url);
    }
  };
  // Let every worker stop before cleaning up, so no file is written after the removal.
  const results = await Promise.allSettled(Array.from({ length: Math.max(1, concurrency) }, worker));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await removeDemoImages(store, images);
    throw failed.reason;
  }
  return images;
}

/** Best effort: a failed seed leaves no orphan files behind. */
export async function removeDemoImages(store: MediaStore, images: DemoImages): Promise<void> {
  await Promise.all(images.keys.map((key) => store.delete(key).catch(() => undefined)));
}
