import { Link } from 'react-router';
import { ImageOff, MapPin, Trash2 } from 'lucide-react';
import { serviceTypeLabels, tripPlanTexts, paths, type ServiceType, type TripPlanItem } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { ShownPrice } from '@/components/ui/shown-price';

const typeLabel = (type: string) => serviceTypeLabels[type as ServiceType] ?? type;

/** The services in the plan: image, name, type, partner (linked to its page), location and price, each with Remove. */
export function PlanItemList({ items, onRemove }: { items: TripPlanItem[]; onRemove(id: number): void }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-32">
            {item.image_url ? (
              <img src={item.image_url} alt="" className="size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center text-slate-500">
                <ImageOff className="size-6" aria-hidden />
              </div>
            )}
          </div>
          <div className="min-w-40 flex-1 space-y-1">
            <h3 className="font-semibold text-slate-900">{item.name}</h3>
            <p className="text-sm text-slate-700">
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">{typeLabel(item.type)}</span>
              {item.partner_slug ? (
                <Link to={paths.partnerPage.to({ slug: item.partner_slug })} className="ml-2 font-medium text-brand-800 underline-offset-2 hover:underline">
                  {item.partner_name}
                </Link>
              ) : (
                <span className="ml-2">{item.partner_name}</span>
              )}
            </p>
            {item.location_details && (
              <p className="flex items-center gap-1 text-sm text-slate-700">
                <MapPin className="size-4 shrink-0" aria-hidden />
                {item.location_details}
              </p>
            )}
            {item.base_price !== null && (
              <p className="text-sm text-slate-700">
                <ShownPrice amount={item.base_price} currency={item.currency} />
              </p>
            )}
          </div>
          <Button variant="bare" size="sm" onClick={() => onRemove(item.id)} className="ml-auto text-red-800 hover:bg-red-50">
            <Trash2 className="size-4" aria-hidden />
            {tripPlanTexts.remove}
            <span className="sr-only"> {item.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
