import { addDays } from '@mt/shared';

/** RFC 5545 text escaping, and lines folded at 75 octets. */
const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}
const compact = (isoDate: string) => isoDate.replace(/-/g, '');

export interface CalendarTrip {
  id: number;
  name: string;
  destination: string | null;
  departureDate: string;
  returnDate: string;
  services: string[];
  dashboardUrl: string;
  host: string;
}

/** One all-day event from departure to return (DTEND is exclusive, so the day after the return). */
export function tripCalendar(trip: CalendarTrip, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const description = [
    trip.destination ? `Destination: ${trip.destination}` : null,
    trip.services.length ? `Included: ${trip.services.join(', ')}` : null,
    `Details: ${trip.dashboardUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mystery Trips//Trips//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:trip-${trip.id}@${trip.host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(trip.departureDate)}`,
    `DTEND;VALUE=DATE:${compact(addDays(trip.returnDate, 1))}`,
    `SUMMARY:${escape(`${trip.name} (Mystery Trip #${trip.id})`)}`,
    ...(trip.destination ? [`LOCATION:${escape(trip.destination)}`] : []),
    `DESCRIPTION:${escape(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
