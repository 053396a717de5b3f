/**
 * Every landscape the demo picture generator can draw, one file each in this folder. A service, story or blog
 * post names the one that is true to its place; the seed text varies the composition within it.
 */
export const SCENE_KINDS = [
  'savanna', 'crater', 'dunes', 'desert-camp', 'coast', 'cape', 'falls', 'city', 'houses', 'riad', 'mountain',
  'table-mountain', 'ridges', 'forest', 'plantation', 'lodge', 'river-lodge', 'road', 'feast', 'market', 'vineyard',
  'spa', 'delta', 'birding',
] as const;

export type SceneKind = (typeof SCENE_KINDS)[number];
