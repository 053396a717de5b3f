import type { SceneDrawer } from './drawer';
import { birds } from './fauna';
import { bush } from './flora';
import { H, W, type Scene } from './light';
import { between, n } from './random';
import { land, sky } from './sky';

/** A lilac-breasted roller on a branch: the bird every naturalist guide stops the car for. */
const roller = (s: Scene, x: number, y: number, size: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.35)}" ry="${n(size * 0.5)}" fill="${s.tone('#3a8fd0', 0)}"/><ellipse cx="${n(x - size * 0.05)}" cy="${n(y - size * 0.1)}" rx="${n(size * 0.22)}" ry="${n(size * 0.3)}" fill="${s.tone('#b58ad6', 0)}"/><circle cx="${n(x)}" cy="${n(y - size * 0.55)}" r="${n(size * 0.2)}" fill="${s.tone('#6fb36a', 0)}"/><path d="M${n(x + size * 0.15)} ${n(y - size * 0.6)} l${n(size * 0.22)} ${n(size * 0.06)} l${n(-size * 0.2)} ${n(size * 0.06)} Z" fill="#222"/><path d="M${n(x - size * 0.1)} ${n(y + size * 0.4)} l${n(-size * 0.1)} ${n(size * 0.7)} l${n(size * 0.12)} 0 Z" fill="${s.tone('#2a5fa0', 0)}"/>`;

/** Arusha's bush with Mount Meru behind, a roller on a thorn branch in front, birds lifting off. */
export const birding: SceneDrawer = {
  times: ['dawn', 'golden', 'day'],
  draw(s) {
    const mx = between(s.r, 0.3, 0.7) * W;
    const parts = [sky(s, 0.6), `<path d="M${n(mx - 500)} ${n(0.62 * H)} L${n(mx - 60)} ${n(0.2 * H)} L${n(mx + 10)} ${n(0.24 * H)} L${n(mx + 40)} ${n(0.22 * H)} L${n(mx + 520)} ${n(0.62 * H)} Z" fill="${s.tone('#6a6f80', 0.75)}"/>`];
    parts.push(land(s, 0.6, 20, s.tone('#7a8a4a', 0.5), 4));
    for (let i = 0; i < 5; i++) parts.push(bush(between(s.r, 0, 1) * W, between(s.r, 0.66, 0.74) * H, between(s.r, 80, 140), s.tone('#4a6a2a', 0.4)));
    parts.push(land(s, 0.8, 16, s.tone('#a08a4a', 0.15), 4));
    parts.push(birds(between(s.r, 0.1, 0.5) * W, 0.3 * H, 6, 12, s.tone('#2a2a2a', 0.3), s.r));
    // The branch across the foreground from one side, with thorns, and the roller on it.
    const by = between(s.r, 0.62, 0.7) * H;
    parts.push(`<path d="M${W + 20} ${n(by + 40)} Q${n(W * 0.7)} ${n(by - 20)} ${n(W * 0.45)} ${n(by + 10)}" stroke="${s.tone('#3a2a1a', 0)}" stroke-width="18" fill="none" stroke-linecap="round"/>`);
    for (let i = 0; i < 10; i++) parts.push(`<path d="M${n(W * (0.5 + i * 0.05))} ${n(by + 4)} l-8 -22" stroke="${s.tone('#3a2a1a', 0)}" stroke-width="3"/>`);
    parts.push(roller(s, W * 0.7, by - 70, 110));
    return parts.join('');
  },
};
