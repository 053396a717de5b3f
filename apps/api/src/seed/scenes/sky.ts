import { Batch } from './batch';
import { tint } from './colour';
import { H, W, type Scene } from './light';
import { between, n } from './random';

/** Sky gradient, sun or moon (with stars at night) and a few soft clouds by day. */
export function sky(s: Scene, horizon = 0.62): string {
  const [top, mid, low] = s.light.sky.map((c) => tint(c, s.hue * 0.6));
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="${n(horizon * 0.6)}" stop-color="${mid}"/><stop offset="${n(horizon)}" stop-color="${low}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${s.light.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${s.light.sun}" stop-opacity="0"/></radialGradient>`,
    // A band of mist or spray that fades out at its top and bottom edges (used through mist()).
    `<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  ];
  if (s.time === 'night') {
    const stars = new Batch();
    for (let i = 0; i < 60; i++) stars.circle('#fff', s.r() * W, s.r() * H * horizon * 0.9, between(s.r, 0.8, 2.4));
    parts.push(stars.svg(' fill-opacity="0.8"'));
    parts.push(`<circle cx="${n(s.sun.x)}" cy="${n(s.sun.y)}" r="${n(s.sun.r * 0.6)}" fill="${s.light.sun}"/>`);
  } else {
    parts.push(`<circle cx="${n(s.sun.x)}" cy="${n(s.sun.y)}" r="${n(s.sun.r * 3.2)}" fill="url(#glow)"/>`);
    parts.push(`<circle cx="${n(s.sun.x)}" cy="${n(s.sun.y)}" r="${n(s.sun.r)}" fill="${s.light.sun}"/>`);
  }
  if (s.time === 'day' || s.time === 'golden') {
    const clouds = Math.floor(between(s.r, 1, 4));
    for (let i = 0; i < clouds; i++) {
      const cx = s.r() * W;
      const cy = between(s.r, 0.08, 0.3) * H;
      const w = between(s.r, 90, 190);
      parts.push(`<g fill="#fff" fill-opacity="0.55"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w)}" ry="${n(w * 0.18)}"/><ellipse cx="${n(cx - w * 0.25)}" cy="${n(cy - w * 0.12)}" rx="${n(w * 0.4)}" ry="${n(w * 0.2)}"/></g>`);
    }
  }
  return parts.join('');
}

/**
 * A band of land from `y` (share of height) down to the bottom, its top edge a smooth line that wanders by
 * `amp` pixels over `bumps` humps.
 */
export function land(s: Scene, y: number, amp: number, fill: string, bumps = 4, extra = ''): string {
  const step = W / bumps;
  const base = y * H;
  let d = `M0 ${n(base + (s.r() - 0.5) * amp)}`;
  for (let i = 0; i < bumps; i++) {
    const cx = step * (i + 0.5);
    const x = step * (i + 1);
    d += ` Q${n(cx)} ${n(base + (s.r() - 0.5) * amp * 2)} ${n(x)} ${n(base + (s.r() - 0.5) * amp)}`;
  }
  return `<path d="${d} V${H} H0 Z" fill="${fill}"${extra}/>`;
}

/** A soft horizontal band of mist or spray from `y` (share of height), `height` tall; needs sky() drawn first. */
export function mist(y: number, height: number, opacity = 0.5): string {
  return `<rect x="0" y="${n(y * H)}" width="${W}" height="${n(height * H)}" fill="url(#mist)" fill-opacity="${opacity}"/>`;
}
