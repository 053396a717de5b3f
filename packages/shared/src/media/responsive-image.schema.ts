import { z } from 'zod';
import type { ResponsiveImage } from './responsive-image';

/** ResponsiveImage on the wire: every image field of the public API has one beside its plain URL. */
export const responsiveImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  srcset: z.string().nullable(),
}) satisfies z.ZodType<ResponsiveImage>;
