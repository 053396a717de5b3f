import type { SceneDrawer } from './drawer';
import { animal } from './fauna';
import { acacia, bush } from './flora';
import { Batch } from './batch';
import { H, W } from './light';
import { between, n } from './random';
import { land, mist, sky } from './sky';

/** Looking down from the rim: the far crater wall, the floor, a soda lake edged with flamingos, the near rim. */
export const crater: SceneDrawer = {
  times: ['dawn', 'day', 'golden'],
  draw(s) {
    const wall = s.tone('#5d6e4e', 0.8);
    const top = between(s.r, 0.2, 0.26) * H;
    // The far rim: a long, almost level wall that drops steeply to the floor.
    const rim = `<path d="M0 ${n(top + 30)} Q${n(W * 0.25)} ${n(top - 8)} ${n(W * 0.5)} ${n(top + 6)} T${W} ${n(top + 12)} L${W} ${n(0.5 * H)} L0 ${n(0.5 * H)} Z" fill="${wall}"/>`
      + `<path d="${Array.from({ length: 14 }, (_, i) => `M${n((i + 0.5) * W / 14)} ${n(top + 30)} l${n(between(s.r, -20, 20))} ${n(between(s.r, 80, 140))}`).join(' ')}" stroke="${s.tone('#3c4a34', 0.7)}" stroke-width="8" stroke-opacity="0.5"/>`;
    const floor = `<rect x="0" y="${n(0.46 * H)}" width="${W}" height="${n(0.54 * H)}" fill="${s.tone('#c9c07a', 0.4)}"/>`;
    const lx = between(s.r, 0.3, 0.7) * W;
    const ly = between(s.r, 0.55, 0.6) * H;
    const lw = between(s.r, 220, 330);
    const lake = `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(lw)}" ry="${n(lw * 0.14)}" fill="${s.tone('#bfe0e6', 0.2)}"/><ellipse cx="${n(lx)}" cy="${n(ly - 6)}" rx="${n(lw * 0.9)}" ry="${n(lw * 0.06)}" fill="#ffffff" fill-opacity="0.25"/>`;
    const pink = new Batch();
    for (let i = 0; i < 40; i++) pink.rect('#f07fa0', lx + between(s.r, -0.9, 0.9) * lw, ly + lw * 0.12 + between(s.r, -3, 4), 12, 5);
    const flamingos = pink.svg();
    const forest = Array.from({ length: 5 }, () => acacia(s.r, between(s.r, 0.05, 0.95) * W, between(s.r, 0.5, 0.54) * H, between(s.r, 26, 44), s.tone('#37502c', 0.5))).join('');
    const game = Array.from({ length: 6 }, () => animal(s.r() < 0.2 ? 'elephant' : 'wildebeest', between(s.r, 0.1, 0.9) * W, between(s.r, 0.64, 0.7) * H, between(s.r, 22, 34), s.tone('#2c2a1c', 0.4))).join('');
    const mistLayer = s.time === 'dawn' ? mist((top + 40) / H, 0.12, 0.5) : '';
    const nearRim = land(s, 0.82, 40, s.tone('#4f5a32', 0.05), 3);
    const shrubs = Array.from({ length: 4 }, () => bush(between(s.r, 0, 1) * W, H, between(s.r, 80, 150), s.tone('#34401f', 0))).join('');
    return [sky(s, 0.3), rim, floor, forest, lake, flamingos, game, mistLayer, nearRim, shrubs].join('');
  },
};
