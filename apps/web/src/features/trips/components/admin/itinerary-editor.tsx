import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { addDays, itineraryTexts as t, type AdminItineraryResponse } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useAdminItinerary, useSaveItinerary } from '../../api/admin/itinerary';
import { useAdminTripServices } from '../../api/admin/get-admin-trip-services';

interface DayRow {
  key: number;
  date: string;
  title: string;
  notes: string;
  service_ids: number[];
}

let nextKey = 1;
const row = (d: Omit<DayRow, 'key'>): DayRow => ({ key: nextKey++, ...d });

/** The stored days, or one empty row per day of the trip: the admin fills in rather than counts dates. */
export function initialRows(data: AdminItineraryResponse): DayRow[] {
  if (data.itinerary) return data.itinerary.days.map((d) => row(d));
  const rows: DayRow[] = [];
  for (let date = data.departure_date; date <= data.return_date && rows.length < 31; date = addDays(date, 1)) {
    rows.push(row({ date, title: '', notes: '', service_ids: [] }));
  }
  return rows;
}

/** The admin writes the companion's itinerary (issue 19 section 3) on the admin trip page. */
export function ItineraryEditor({ tripId, cancelled = false }: { tripId: number; cancelled?: boolean }) {
  const itinerary = useAdminItinerary(tripId);
  return (
    <Panel title={t.editorTitle}>
      <p className="mb-4 text-sm text-slate-700">{t.editorIntro}</p>
      {itinerary.isPending ? (
        <Spinner label="Loading the itinerary…" />
      ) : itinerary.isError ? (
        <Alert tone="error">{errorMessage(itinerary.error, t.loadFailed)}</Alert>
      ) : (
        <ItineraryForm tripId={tripId} data={itinerary.data} disabled={cancelled} />
      )}
    </Panel>
  );
}

function ItineraryForm({ tripId, data, disabled }: { tripId: number; data: AdminItineraryResponse; disabled: boolean }) {
  const services = useAdminTripServices(tripId);
  const save = useSaveItinerary(tripId);
  const [meetingPoint, setMeetingPoint] = useState(data.itinerary?.meeting_point ?? '');
  const [meetingTime, setMeetingTime] = useState(data.itinerary?.meeting_time ?? '');
  const [rows, setRows] = useState<DayRow[]>(() => initialRows(data));
  const [error, setError] = useState<string | null>(null);

  const update = (key: number, change: Partial<DayRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const lastDate = rows.at(-1)?.date;
  const addRow = () =>
    setRows((rs) => [...rs, row({ date: lastDate && lastDate < data.return_date ? addDays(lastDate, 1) : data.departure_date, title: '', notes: '', service_ids: [] })]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(
      {
        meeting_point: meetingPoint.trim() || null,
        meeting_time: meetingTime || null,
        days: rows.map(({ date, title, notes, service_ids }) => ({ date, title, notes, service_ids })),
      },
      {
        onSuccess: (saved) => {
          setRows(initialRows(saved));
          toast.success(t.saved);
        },
        onError: (err) => setError(errorMessage(err, t.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-label={t.editorTitle}>
      {!data.itinerary && <p className="text-sm text-slate-600">{t.notWritten}</p>}
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <TextField label={t.meetingPointLabel} value={meetingPoint} maxLength={200} onChange={(e) => setMeetingPoint(e.target.value)} disabled={disabled} />
        <TextField label={t.meetingTimeLabel} type="time" value={meetingTime} onChange={(e) => setMeetingTime(e.target.value)} disabled={disabled} />
      </div>
      <ol className="space-y-4">
        {rows.map((r, i) => (
          <li key={r.key} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
            <fieldset disabled={disabled} className="space-y-3">
              <legend className="text-sm font-semibold text-slate-900">{t.dayLegend(i + 1)}</legend>
              <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
                <TextField label={t.dayDateLabel} type="date" required min={data.departure_date} max={data.return_date} value={r.date} onChange={(e) => update(r.key, { date: e.target.value })} />
                <TextField label={t.dayTitleLabel} required maxLength={120} value={r.title} onChange={(e) => update(r.key, { title: e.target.value })} />
              </div>
              <TextAreaField label={t.dayNotesLabel} rows={2} maxLength={2000} value={r.notes} onChange={(e) => update(r.key, { notes: e.target.value })} />
              {services.data && services.data.length > 0 && (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t.dayServicesLabel}</legend>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    {services.data.map((s) => (
                      <label key={s.id} className="flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="size-4 rounded border-slate-400"
                          checked={r.service_ids.includes(s.id)}
                          onChange={(e) =>
                            update(r.key, { service_ids: e.target.checked ? [...r.service_ids, s.id] : r.service_ids.filter((id) => id !== s.id) })
                          }
                        />
                        {s.name}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              <Button type="button" variant="ghost" size="sm" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={t.removeDay(i + 1)}>
                <Trash2 className="size-4" aria-hidden />
                {t.removeDay(i + 1)}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="ghost" className="ring-1 ring-slate-300" onClick={addRow} disabled={disabled}>
          <Plus className="size-4" aria-hidden />
          {t.addDay}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={disabled}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
