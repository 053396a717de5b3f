import { serviceTypeLabel, type TripService } from '@mt/shared';

/** 'Your Mystery Trip Includes': service name, type and company (spec 1 section 2). */
export function TripServicesList({ services, title }: { services: TripService[]; title: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{title}</h4>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {services.map((s) => (
          <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
            <span className="font-medium text-slate-900">{s.name}</span>
            <span className="text-sm text-slate-600">
              {serviceTypeLabel(s.type)} · {s.company_name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
