import { envelopeTexts, paths, type PackingContent, type RegionContent, type WeatherContent } from '@mt/shared';
import type { MailMessage } from './mailer';
import type { Recipient } from './traveller-emails';

/**
 * One e-mail per opened envelope stage (issue 19 section 2). Each names only what its stage shows:
 * the weather mail has no place, the packing mail no region; none names the trip.
 */
const dashboard = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${paths.travellerDashboard}`;
const sign = '\n\nWarm regards,\nThe Mystery Trips team';
const hello = (r: Recipient) => `Hello ${r.name},\n\n`;
const open = (publicUrl: string) => `\n\nOpen your envelope on your dashboard: ${dashboard(publicUrl)}`;

export const envelopeEmails = {
  weather: (r: Recipient, w: WeatherContent, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: envelopeTexts.mailSubject.weather,
    body:
      hello(r) +
      `The first clue to your mystery trip is here: expect ${envelopeTexts.weatherBand(w.min_c, w.max_c)} and a ${envelopeTexts.rainChance(w.rain_chance_percent)}.` +
      (w.note ? `\n\n${w.note}` : '') +
      open(publicUrl) +
      sign,
  }),
  packing: (r: Recipient, p: PackingContent, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: envelopeTexts.mailSubject.packing,
    body: hello(r) + `A new clue: here is what to pack.\n\n${p.items.map((i) => `- ${i}`).join('\n')}` + open(publicUrl) + sign,
  }),
  region: (r: Recipient, g: RegionContent, publicUrl: string): MailMessage => ({
    to: r.email,
    subject: envelopeTexts.mailSubject.region,
    body: hello(r) + `A new clue: your mystery trip takes you to ${g.region}. The destination itself follows shortly before you leave.` + open(publicUrl) + sign,
  }),
};
