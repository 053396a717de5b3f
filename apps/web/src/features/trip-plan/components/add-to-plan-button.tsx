import { useNavigate } from 'react-router';
import { Check, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { tripPlanCardTexts, paths } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { useTripPlan, type PlanServiceInput } from '../store/trip-plan-store';

/**
 * "Add to Trip Plan" for a service card's action slot. Once the service is in the plan the button says so
 * and is disabled (adding again would be ignored anyway); a full plan is refused by the store's alert.
 * The confirmation toast offers the way to the plan.
 */
export function AddToPlanButton({ service, className }: { service: PlanServiceInput; className?: string }) {
  const inPlan = useTripPlan((s) => s.items.some((i) => i.id === service.id));
  const navigate = useNavigate();
  if (service.id == null) return null;
  const onClick = () => {
    if (useTripPlan.getState().add(service) !== 'added') return;
    toast.success(tripPlanCardTexts.added(service.name), {
      action: { label: tripPlanCardTexts.viewPlan, onClick: () => void navigate(paths.planTrip) },
    });
  };
  const label = inPlan ? tripPlanCardTexts.inPlan : tripPlanCardTexts.addToPlan;
  return (
    <Button
      variant={inPlan ? 'ghost' : 'secondary'}
      size="sm"
      disabled={inPlan}
      onClick={onClick}
      className={className}
      aria-label={`${label}: ${service.name}`}
    >
      {inPlan ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}
