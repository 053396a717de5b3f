import type { SceneDrawer } from './drawer';
import { H, W, makeScene, timeOf } from './light';
import { rng } from './random';

/**
 * A whole picture: the drawer's scene in the light the title names or the seed picks, mirrored for half the
 * seeds so compositions differ further. The viewBox scales the fixed canvas to the size asked for, cropping
 * (slice) when the shape differs.
 */
export function renderScene(drawer: SceneDrawer, seed: string, width = W, height = H): string {
  const r = rng(seed);
  const s = makeScene(r, timeOf(seed, r, drawer.times));
  const mirrored = r() < 0.5;
  const body = drawer.draw(s, seed);
  const content = mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${content}</svg>`;
}
