import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { itineraryTexts as t, serviceTypeLabel, type TripService } from '@mt/shared';

/** Each service's host: the partner's e-mail, phone and website, and a map of where it is. */
export function ServiceContacts({ services }: { services: TripService[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200 print:ring-0">
      {services.map((s) => (
        <li key={s.id} className="space-y-1 px-3 py-2 text-sm">
          <p className="font-medium text-slate-900">
            {s.company_name} <span className="font-normal text-slate-600">· {s.name} ({serviceTypeLabel(s.type)})</span>
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
            {s.contact.email && (
              <a className="inline-flex items-center gap-1 underline" href={`mailto:${s.contact.email}`}>
                <Mail className="size-4 print:hidden" aria-hidden />
                {s.contact.email}
              </a>
            )}
            {s.contact.phone && (
              <a className="inline-flex items-center gap-1 underline" href={`tel:${s.contact.phone.replace(/[^+\d]/g, '')}`}>
                <Phone className="size-4 print:hidden" aria-hidden />
                {s.contact.phone}
              </a>
            )}
            {s.contact.website && (
              <a className="inline-flex items-center gap-1 underline" href={s.contact.website} target="_blank" rel="noreferrer">
                <Globe className="size-4 print:hidden" aria-hidden />
                {s.contact.website}
              </a>
            )}
            {s.map_url && (
              <a className="inline-flex items-center gap-1 underline" href={s.map_url} target="_blank" rel="noreferrer" aria-label={t.mapLink(s.name)}>
                <MapPin className="size-4 print:hidden" aria-hidden />
                {s.location_details ?? t.mapLinkText}
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
