import type { SceneDrawer } from './drawer';
import { bush } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { sky } from './sky';

const rainbow = (x: number, y: number, r: number) =>
  ['#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff', '#9b5de5'].map((c, i) => `<path d="M${n(x - r + i * 9)} ${n(y)} A${n(r - i * 9)} ${n(r - i * 9)} 0 0 1 ${n(x + r - i * 9)} ${n(y)}" stroke="${c}" stroke-width="9" fill="none" stroke-opacity="0.35"/>`).join('');

const helicopter = (s: Scene, x: number, y: number) => {
  const c = s.tone('#1d2329', 0.2);
  return `<g fill="${c}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="34" ry="16"/><path d="M${n(x + 26)} ${n(y - 4)} L${n(x + 90)} ${n(y - 10)} L${n(x + 90)} ${n(y - 2)} L${n(x + 26)} ${n(y + 6)} Z"/><rect x="${n(x - 60)}" y="${n(y - 24)}" width="120" height="3"/><rect x="${n(x - 2)}" y="${n(y - 22)}" width="4" height="8"/><rect x="${n(x - 26)}" y="${n(y + 20)}" width="50" height="3"/></g>`;
};

/** The Victoria Falls Bridge: a steel arch across the gorge with a shuttle on the deck. */
const bridge = (s: Scene, y: number) => {
  const c = s.tone('#4a4f55', 0.25);
  const arch = `<path d="M${n(W * 0.18)} ${n(y + 160)} Q${n(W * 0.5)} ${n(y - 60)} ${n(W * 0.82)} ${n(y + 160)}" stroke="${c}" stroke-width="16" fill="none"/>`;
  const posts = Array.from({ length: 13 }, (_, i) => {
    const x = W * (0.22 + i * 0.047);
    return `<path d="M${n(x)} ${n(y)} V${n(y + 60)}" stroke="${c}" stroke-width="5"/>`;
  }).join('');
  return `${arch}${posts}<rect x="${n(W * 0.1)}" y="${n(y - 12)}" width="${n(W * 0.8)}" height="14" fill="${c}"/><rect x="${n(W * 0.44)}" y="${n(y - 44)}" width="86" height="32" rx="8" fill="${s.tone('#e8e4da', 0.2)}"/>`;
};

/**
 * Mosi-oa-Tunya: a mile-wide curtain of water falling into a narrow gorge, spray rising over it, a rainbow.
 * The title adds what the service is about: a helicopter above, the bridge in front, the rock pool at the lip.
 */
export const falls: SceneDrawer = {
  times: ['day', 'golden', 'dawn'],
  draw(s, seed) {
    const lip = between(s.r, 0.3, 0.36) * H;
    const foot = 0.72 * H;
    const green = s.tone('#3f6b3a', 0.35);
    const parts = [sky(s, 0.4)];
    parts.push(`<rect x="0" y="${n(lip - 12)}" width="${W}" height="30" fill="${green}"/>`);
    // The curtain: white water with streaks, the rock showing through in a few gaps.
    parts.push(`<rect x="0" y="${n(lip)}" width="${W}" height="${n(foot - lip)}" fill="${s.tone('#e9f2f4', 0.2)}"/>`);
    const streaks = Array.from({ length: 40 }, () => `M${n(s.r() * W)} ${n(lip)} v${n(between(s.r, 80, foot - lip))}`).join(' ');
    parts.push(`<path d="${streaks}" stroke="${s.tone('#a9c4cc', 0.3)}" stroke-width="6" stroke-opacity="0.6"/>`);
    for (let i = 0; i < 3; i++) {
      const gx = between(s.r, 0, 1) * W;
      const gw = between(s.r, 14, 34);
      parts.push(`<path d="M${n(gx)} ${n(lip)} h${n(gw)} l${n(-gw * 0.4)} ${n(between(s.r, 60, 160))} Z" fill="${s.tone('#3d4a36', 0.4)}"/>`);
    }
    // Spray rising from the gorge, then the rainbow in it.
    for (let i = 0; i < 9; i++) parts.push(`<ellipse cx="${n(between(s.r, 0, 1) * W)}" cy="${n(foot - between(s.r, 0, 140))}" rx="${n(between(s.r, 120, 260))}" ry="${n(between(s.r, 40, 90))}" fill="#ffffff" fill-opacity="0.45"/>`);
    if (s.time !== 'dawn' || s.r() < 0.5) parts.push(rainbow(between(s.r, 0.3, 0.7) * W, foot, between(s.r, 200, 300)));
    // The gorge walls, dark basalt, and the vegetation of the rain forest on the near side.
    parts.push(`<path d="M0 ${n(foot)} L${W} ${n(foot)} L${W} ${H} L0 ${H} Z" fill="${s.tone('#2e3a30', 0.15)}"/>`);
    parts.push(`<path d="M0 ${n(foot + 20)} Q${n(W * 0.5)} ${n(foot + 60)} ${W} ${n(foot + 20)}" stroke="${s.tone('#6f8f8a', 0.2)}" stroke-width="20" fill="none"/>`);
    for (let i = 0; i < 6; i++) parts.push(bush(between(s.r, 0, 1) * W, H + 20, between(s.r, 120, 220), s.tone('#2f5a2a', 0)));
    if (/helicopter|flight/i.test(seed)) parts.push(helicopter(s, between(s.r, 0.25, 0.75) * W, between(s.r, 0.12, 0.22) * H));
    if (/shuttle|bridge/i.test(seed)) parts.push(bridge(s, 0.62 * H));
    if (/pool|swim/i.test(seed)) {
      const px = between(s.r, 0.3, 0.6) * W;
      parts.push(`<ellipse cx="${n(px)}" cy="${n(lip + 4)}" rx="150" ry="26" fill="${s.tone('#2b6f7a', 0.2)}"/>`);
      for (let i = 0; i < 3; i++) parts.push(`<circle cx="${n(px - 60 + i * 55)}" cy="${n(lip - 2)}" r="10" fill="${s.tone('#2a1d14', 0.1)}"/>`);
    }
    return parts.join('');
  },
};
