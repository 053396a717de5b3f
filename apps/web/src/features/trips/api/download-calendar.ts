import { useMutation } from '@tanstack/react-query';
import { tripsEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export const getTripCalendar = (id: number) => callApi(tripsEndpoints.calendar, { params: { id }, auth: true });

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
