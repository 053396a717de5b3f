import { z } from 'zod';

export const USER_TYPES = ['traveller', 'partner', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;
