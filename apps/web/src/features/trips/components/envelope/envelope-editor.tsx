import { useState, type FormEvent } from 'react';
import { AFRICAN_REGIONS, envelopeTexts, type AdminEnvelope, type WriteEnvelopeInput } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminEnvelope, useWriteEnvelope } from '../../api/envelope';

/**
 * The admin writes a trip's envelope (issue 19 section 2): the weather band, the packing list (one item
 * a line, prefilled from the services and interests) and the region (suggested from the services'
 * countries). Stages already opened are read-only; the API refuses clues that name the place.
 */
export function EnvelopeEditor({ tripId }: { tripId: number }) {
  const envelope = useAdminEnvelope(tripId);
  return (
    <section aria-labelledby="envelope-editor-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="envelope-editor-title" className="text-xl font-semibold text-slate-900">
        {envelopeTexts.editorTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{envelopeTexts.editorIntro}</p>
      {envelope.isPending ? (
        <Spinner label="Loading the envelope…" />
      ) : envelope.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(envelope.error, 'Failed to load the envelope.')}
        </Alert>
      ) : (
        <EnvelopeForm tripId={tripId} envelope={envelope.data} />
      )}
    </section>
  );
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

function EnvelopeForm({ tripId, envelope }: { tripId: number; envelope: AdminEnvelope }) {
  const write = useWriteEnvelope(tripId);
  const opened = new Set(envelope.stages.filter((s) => s.opened_at).map((s) => s.key));
  const w = envelope.written.weather;
  const [minC, setMinC] = useState(w ? String(w.min_c) : '');
  const [maxC, setMaxC] = useState(w ? String(w.max_c) : '');
  const [rain, setRain] = useState(w ? String(w.rain_chance_percent) : '');
  const [note, setNote] = useState(w?.note ?? '');
  const [packing, setPacking] = useState((envelope.written.packing?.items ?? envelope.suggested.packing).join('\n'));
  const [region, setRegion] = useState<string>(envelope.written.region ?? envelope.suggested.region ?? '');
  const [saved, setSaved] = useState(false);

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const body: WriteEnvelopeInput = {};
    if (!opened.has('weather') && (minC || maxC || rain)) body.weather = { min_c: num(minC), max_c: num(maxC), rain_chance_percent: num(rain), note: note || null };
    const items = packing.split('\n').map((i) => i.trim()).filter(Boolean);
    if (!opened.has('packing') && items.length) body.packing = { items };
    if (!opened.has('region') && region) body.region = region as (typeof AFRICAN_REGIONS)[number];
    if (Object.keys(body).length === 0) return;
    write.mutate(body, { onSuccess: () => setSaved(true) });
  }

  const missing = envelope.missing.map((s) => envelopeTexts.stageTitle[s].toLowerCase()).join(', ');
  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      {missing && <Alert tone="info">{envelopeTexts.missing(missing)}</Alert>}
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Stages">
        {envelope.stages.map((s) => (
          <li key={s.key} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {envelopeTexts.stageTitle[s.key]}: {s.opened_at ? 'opened' : `opens ${s.unlocks_at.slice(0, 10)}`}
          </li>
        ))}
      </ul>
      <fieldset className="grid gap-3 sm:grid-cols-3" disabled={opened.has('weather')}>
        <legend className="mb-2 font-medium text-slate-900">{envelopeTexts.stageTitle.weather}</legend>
        <TextField label="Lowest °C" type="number" inputMode="numeric" step={1} value={minC} onChange={(e) => setMinC(e.target.value)} />
        <TextField label="Highest °C" type="number" inputMode="numeric" step={1} value={maxC} onChange={(e) => setMaxC(e.target.value)} />
        <TextField label="Chance of rain (%)" type="number" inputMode="numeric" min={0} max={100} step={1} value={rain} onChange={(e) => setRain(e.target.value)} />
        <div className="sm:col-span-3">
          <TextField label="Short note (optional, no place names)" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </fieldset>
      <fieldset disabled={opened.has('packing')}>
        <legend className="mb-2 font-medium text-slate-900">{envelopeTexts.stageTitle.packing}</legend>
        <TextAreaField label="Packing list (one item a line)" rows={6} value={packing} onChange={(e) => setPacking(e.target.value)} />
      </fieldset>
      <fieldset disabled={opened.has('region')}>
        <legend className="mb-2 font-medium text-slate-900">{envelopeTexts.stageTitle.region}</legend>
        <SelectField label="Region" value={region} onChange={(e) => setRegion(e.target.value)} hint={envelope.suggested.region ? `Suggested from the services: ${envelope.suggested.region}` : undefined}>
          <option value="">Not chosen yet</option>
          {AFRICAN_REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
      </fieldset>
      {write.isError && <Alert tone="error">{errorMessage(write.error, 'Failed to save the envelope.')}</Alert>}
      {saved && <Alert tone="success">{envelopeTexts.saved}</Alert>}
      <Button type="submit" loading={write.isPending}>
        Save envelope
      </Button>
    </form>
  );
}
