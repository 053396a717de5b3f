import { CalendarPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { tripTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDownloadCalendar } from '../api/download-calendar';

/**
 * The trip's .ics file: after the reveal one event per itinerary day, before it (a paid trip) the dates
 * only, with no place in it (docs/decisions/0020).
 */
export function CalendarButton({ tripId }: { tripId: number }) {
  const download = useDownloadCalendar();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ring-1 ring-slate-300"
      loading={download.isPending}
      onClick={() => download.mutate(tripId, { onError: (err) => toast.error(errorMessage(err, tripTexts.calendarFailed)) })}
    >
      <CalendarPlus className="size-4" aria-hidden />
      {tripTexts.downloadCalendar}
    </Button>
  );
}
