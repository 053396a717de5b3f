import { birding } from './birding';
import { cape } from './cape';
import { city } from './city';
import { coast } from './coast';
import { crater } from './crater';
import { delta } from './delta';
import { desertCamp } from './desert-camp';
import type { SceneDrawer } from './drawer';
import { dunes } from './dunes';
import { falls } from './falls';
import { feast } from './feast';
import { forest } from './forest';
import type { SceneKind } from './kinds';
import { lodge } from './lodge';
import { market } from './market';
import { mountain } from './mountain';
import { plantation } from './plantation';
import { renderScene } from './render';
import { riad } from './riad';
import { ridges } from './ridges';
import { riverLodge } from './river-lodge';
import { road } from './road';
import { savanna } from './savanna';
import { spa } from './spa';
import { tableMountain } from './table-mountain';
import { houses } from './houses';
import { vineyard } from './vineyard';

export { SCENE_KINDS, type SceneKind } from './kinds';

const DRAWERS: Record<SceneKind, SceneDrawer> = {
  savanna, crater, dunes, 'desert-camp': desertCamp, coast, cape, falls, city, houses, riad, mountain,
  'table-mountain': tableMountain, ridges, forest, plantation, lodge, 'river-lodge': riverLodge, road, feast, market,
  vineyard, spa, delta, birding,
};

/** The SVG of one scene of `kind`, varied by `seed` (the title): same seed, same picture. */
export function drawScene(kind: SceneKind, seed: string, width?: number, height?: number): string {
  return renderScene(DRAWERS[kind], seed, width, height);
}
