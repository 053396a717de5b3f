import { z } from 'zod';
import { displayCurrencyServerTexts } from './display-currency.input.texts';

/** PUT /api/users/me/display-currency. Whether the table has a rate for it is the server's check. */
export const displayCurrencyInputSchema = z.object({
  currency: z.string({ error: displayCurrencyServerTexts.badCode }).regex(/^[A-Z]{3}$/, displayCurrencyServerTexts.badCode),
});
export type DisplayCurrencyInput = z.infer<typeof displayCurrencyInputSchema>;
