import type { SceneDrawer } from './drawer';
import { Batch } from './batch';
import { H, W } from './light';
import { between, n } from './random';
import { sky } from './sky';

/** Table Mountain: the long flat top between Devil's Peak and Lion's Head, the city and the bay at its feet. */
export const tableMountain: SceneDrawer = {
  times: ['dawn', 'golden', 'day'],
  draw(s) {
    const top = between(s.r, 0.2, 0.26) * H;
    const foot = 0.58 * H;
    const rock = s.tone('#6c6a6e', 0.5);
    const x0 = between(s.r, 0.18, 0.3) * W;
    const x1 = x0 + between(s.r, 480, 600);
    const massif = `<path d="M${n(x0 - 260)} ${n(foot)} L${n(x0 - 120)} ${n(top + 80)} L${n(x0 - 40)} ${n(top + 10)} L${n(x0)} ${n(top)} L${n(x1)} ${n(top + 4)} L${n(x1 + 40)} ${n(top + 40)} L${n(x1 + 120)} ${n(top + 160)} L${n(x1 + 200)} ${n(foot)} Z" fill="${rock}"/>`;
    const cliffs = Array.from({ length: 16 }, (_, i) => `M${n(x0 + ((x1 - x0) * (i + 0.5)) / 16)} ${n(top + 6)} v${n(between(s.r, 40, 110))}`).join(' ');
    const devils = `<path d="M${n(x0 - 330)} ${n(foot)} L${n(x0 - 230)} ${n(top + 30)} L${n(x0 - 170)} ${n(top + 120)} L${n(x0 - 60)} ${n(foot)} Z" fill="${s.tone('#767378', 0.6)}"/>`;
    const lion = `<path d="M${n(x1 + 160)} ${n(foot)} Q${n(x1 + 230)} ${n(top + 120)} ${n(x1 + 290)} ${n(top + 140)} Q${n(x1 + 350)} ${n(top + 200)} ${n(x1 + 460)} ${n(foot)} Z" fill="${s.tone('#7b7678', 0.65)}"/>`;
    const cloth = s.r() < 0.6 ? `<path d="M${n(x0 - 20)} ${n(top + 4)} Q${n((x0 + x1) / 2)} ${n(top - 26)} ${n(x1 + 20)} ${n(top + 6)} L${n(x1)} ${n(top + 40)} L${n(x0)} ${n(top + 40)} Z" fill="#ffffff" fill-opacity="0.75"/>` : '';
    const parts = [sky(s, 0.58), devils, lion, massif, `<path d="${cliffs}" stroke="${s.tone('#4a474c', 0.5)}" stroke-width="6" stroke-opacity="0.5"/>`, cloth];
    // The city bowl: rows of small houses, lights on at dawn, then the bay.
    parts.push(`<rect x="0" y="${n(foot)}" width="${W}" height="${n(H - foot)}" fill="${s.tone('#5a6a4a', 0.3)}"/>`);
    const town = new Batch();
    for (let i = 0; i < 120; i++) {
      const x = s.r() * W;
      const y = foot + between(s.r, 4, 120);
      town.rect(s.tone(s.r() < 0.5 ? '#e8e2d6' : '#c9b9a0', 0.3), x, y, between(s.r, 10, 26), between(s.r, 8, 16));
      if (s.time === 'dawn' && s.r() < 0.4) town.circle('#ffd27a', x + 5, y + 4, 2.5);
    }
    parts.push(town.svg());
    parts.push(`<rect x="0" y="${n(0.8 * H)}" width="${W}" height="${n(0.2 * H)}" fill="${s.tone('#2f6f8f', 0.2)}"/>`);
    return parts.join('');
  },
};
