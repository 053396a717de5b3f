import type { Scene, TimeOfDay } from './light';

/** How one scene kind is drawn: the lights it may be seen in, and the picture (in the 1200x800 canvas). */
export interface SceneDrawer {
  times: readonly TimeOfDay[];
  /** `seed` is the title: some kinds read details from it (a helicopter over the falls, Kilimanjaro behind a road). */
  draw(s: Scene, seed: string): string;
}
