import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getTripCalendar = (id: number) => apiRequest<string>(`/trips/${id}/calendar.ics`, { auth: true, responseType: 'text' });

/** Fetches the .ics with the bearer token (a plain link could not send it) and hands it to the browser as a file. */
export async function downloadTripCalendar(id: number): Promise<void> {
  const text = await getTripCalendar(id);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `mystery-trip-${id}.ics` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useDownloadCalendar = () => useMutation({ mutationFn: downloadTripCalendar });
