import sharp from 'sharp';
import type { ServiceType } from '@mt/shared';
import type { MediaStore } from '../modules/media/media-store';
import { encodeResponsive, storeResponsive } from '../modules/media/responsive-variants';
import type { SceneKind } from './services';
import { noImages, type DemoImages } from './util';

/** Sky gradient, two ground layers and an accent per landscape. */
const PALETTES: Record<SceneKind, { sky: [string, string]; far: string; near: string; accent: string }> = {
  savanna: { sky: ['#fbd786', '#f7797d'], far: '#c68642', near: '#7a4b21', accent: '#fff3c4' },
  lodge: { sky: ['#4b3f72', '#f7a072'], far: '#2f4858', near: '#1d2d35', accent: '#ffd166' },
  mountain: { sky: ['#a1c4fd', '#c2e9fb'], far: '#5b7f95', near: '#2c3e50', accent: '#ffffff' },
  road: { sky: ['#89f7fe', '#66a6ff'], far: '#9bc17b', near: '#5e8c4a', accent: '#fffbe6' },
  dunes: { sky: ['#ffd194', '#ff8a65'], far: '#e07a3f', near: '#a9431e', accent: '#fff1c1' },
  feast: { sky: ['#7a1f1f', '#d9534f'], far: '#5a2d0c', near: '#3b1d08', accent: '#fde2b8' },
  coast: { sky: ['#ffb88c', '#de6262'], far: '#1f6f8b', near: '#124559', accent: '#fff4e0' },
  falls: { sky: ['#c9ffbf', '#8fd3f4'], far: '#3d6b4f', near: '#23402f', accent: '#ffffff' },
  city: { sky: ['#fbc2eb', '#a6c1ee'], far: '#6d597a', near: '#355070', accent: '#ffe8a3' },
  spa: { sky: ['#d4fc79', '#96e6a1'], far: '#2a9d8f', near: '#1d6f65', accent: '#fefae0' },
};

const SCENE_FOR_TYPE: Record<ServiceType, SceneKind> = {
  accommodation: 'lodge',
  tour: 'savanna',
  activity: 'mountain',
  transport: 'road',
  guide: 'dunes',
  food: 'feast',
  other: 'spa',
};

export const sceneForService = (type: ServiceType, scene?: SceneKind): SceneKind => scene ?? SCENE_FOR_TYPE[type];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A small deterministic generator so one title always gives the same picture. */
function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function features(kind: SceneKind, r: () => number, w: number, h: number, c: (typeof PALETTES)[SceneKind]): string {
  const x = (f: number) => Math.round(f * w);
  const y = (f: number) => Math.round(f * h);
  switch (kind) {
    case 'mountain':
      return [0.05, 0.35, 0.62].map((s) => {
        const px = x(s + r() * 0.1), py = y(0.22 + r() * 0.12), half = x(0.22);
        return `<path d="M${px - half} ${y(0.72)} L${px} ${py} L${px + half} ${y(0.72)} Z" fill="${c.far}"/><path d="M${px - x(0.05)} ${py + y(0.08)} L${px} ${py} L${px + x(0.05)} ${py + y(0.08)} Z" fill="${c.accent}"/>`;
      }).join('');
    case 'lodge': {
      const lx = x(0.55 + r() * 0.15);
      return `<rect x="${lx}" y="${y(0.52)}" width="${x(0.2)}" height="${y(0.14)}" fill="${c.near}"/><path d="M${lx - x(0.03)} ${y(0.53)} L${lx + x(0.1)} ${y(0.4)} L${lx + x(0.23)} ${y(0.53)} Z" fill="#3a2a1a"/>${[0.03, 0.09, 0.15].map((o) => `<rect x="${lx + x(o)}" y="${y(0.57)}" width="${x(0.025)}" height="${y(0.04)}" fill="${c.accent}"/>`).join('')}`;
    }
    case 'road':
      // Drawn over the near ground: a straight road narrowing to the horizon, with a dashed centre line.
      return `<path d="M${x(0.3)} ${h} L${x(0.49)} ${y(0.62)} L${x(0.51)} ${y(0.62)} L${x(0.7)} ${h} Z" fill="#4a4a4a"/><path d="M${x(0.5)} ${h} L${x(0.5)} ${y(0.63)}" stroke="${c.accent}" stroke-width="${x(0.006)}" stroke-dasharray="${y(0.04)} ${y(0.03)}"/>`;
    case 'feast':
      return [0.2, 0.45, 0.7].map((s) => `<ellipse cx="${x(s + r() * 0.05)}" cy="${y(0.72)}" rx="${x(0.09)}" ry="${y(0.05)}" fill="${c.accent}"/><ellipse cx="${x(s + 0.01)}" cy="${y(0.71)}" rx="${x(0.05)}" ry="${y(0.028)}" fill="#c0392b"/>`).join('');
    case 'coast': {
      const bx = x(0.3 + r() * 0.35);
      return `<path d="M${bx} ${y(0.66)} L${bx + x(0.12)} ${y(0.66)} L${bx + x(0.1)} ${y(0.7)} L${bx + x(0.02)} ${y(0.7)} Z" fill="#2b1b0e"/><path d="M${bx + x(0.06)} ${y(0.65)} L${bx + x(0.06)} ${y(0.38)} L${bx + x(0.13)} ${y(0.62)} Z" fill="${c.accent}"/>`;
    }
    case 'falls':
      return `<rect x="${x(0.42)}" y="${y(0.35)}" width="${x(0.16)}" height="${y(0.4)}" fill="#eaf6ff" opacity="0.9"/>${[0.4, 0.5, 0.6].map((s) => `<circle cx="${x(s)}" cy="${y(0.74)}" r="${y(0.08 + r() * 0.04)}" fill="#ffffff" opacity="0.55"/>`).join('')}`;
    case 'city':
      return Array.from({ length: 9 }, (_, i) => {
        const bh = y(0.12 + r() * 0.22);
        return `<rect x="${x(0.05 + i * 0.1)}" y="${y(0.72) - bh}" width="${x(0.08)}" height="${bh}" fill="${i % 2 ? c.far : c.near}"/>`;
      }).join('');
    case 'savanna':
      return [0.2 + r() * 0.1, 0.7 + r() * 0.1].map((s) => `<rect x="${x(s)}" y="${y(0.5)}" width="${x(0.012)}" height="${y(0.18)}" fill="#3b2a1a"/><ellipse cx="${x(s) + x(0.006)}" cy="${y(0.49)}" rx="${x(0.09)}" ry="${y(0.035)}" fill="#2e3b1f"/>`).join('');
    case 'dunes': {
      const dx = x(0.2 + r() * 0.4);
      return `<path d="M${dx - x(0.35)} ${y(0.72)} Q ${dx} ${y(0.36)} ${dx + x(0.4)} ${y(0.72)} Z" fill="${c.far}"/><path d="M${dx} ${y(0.45)} Q ${dx + x(0.06)} ${y(0.6)} ${dx + x(0.4)} ${y(0.72)} L ${dx} ${y(0.72)} Z" fill="${c.near}" opacity="0.35"/>`;
    }
    case 'spa':
      // The landscape alone: its palette already says calm.
      return '';
  }
}

/**
 * A landscape in the scene's colours with a sun and rolling ground, drawn from `seed` so one service or
 * story always gets the same picture. No caption: every screen prints the title beside the picture, and
 * cards, heroes and slideshows crop it to their own shape, which cut a baked-in caption at the edges.
 */
export function sceneSvg(opts: { kind: SceneKind; seed: string; width?: number; height?: number }): string {
  const w = opts.width ?? 1200;
  const h = opts.height ?? 800;
  const c = PALETTES[opts.kind];
  const r = rng(opts.seed);
  const sunX = Math.round(w * (0.15 + r() * 0.7));
  const wave = (base: number, amp: number) =>
    `M0 ${base} Q ${w * 0.25} ${base - amp * r()} ${w * 0.5} ${base} T ${w} ${base - amp * 0.5 * r()} V ${h} H 0 Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky[0]}"/><stop offset="1" stop-color="${c.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${Math.round(h * 0.25)}" r="${Math.round(h * 0.1)}" fill="${c.accent}" opacity="0.85"/>
<path d="${wave(h * 0.62, h * 0.12)}" fill="${c.far}"/>
${opts.kind === 'road' ? '' : features(opts.kind, r, w, h, c)}
<path d="${wave(h * 0.74, h * 0.08)}" fill="${c.near}"/>
${opts.kind === 'road' ? features(opts.kind, r, w, h, c) : ''}
</svg>`;
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
