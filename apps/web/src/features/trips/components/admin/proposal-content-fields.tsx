import { PROPOSAL_TEASER_MAX, PROPOSAL_TEXT_MAX, proposalTexts as t } from '@mt/shared';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import type { ContentErrors, ContentForm } from '../../utils/proposal-form';

interface ProposalContentFieldsProps {
  value: ContentForm;
  errors: ContentErrors;
  onChange(next: ContentForm): void;
}

/** What the traveller is told before paying (issue 18): nights, inclusions and the teaser, naming no place. */
export function ProposalContentFields({ value, errors, onChange }: ProposalContentFieldsProps) {
  const set = <K extends keyof ContentForm>(key: K, v: ContentForm[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="space-y-4 rounded-lg p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t.proposalContents}</legend>
      <p className="text-xs text-slate-600">{t.proposalContentsHint}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t.nightsField} type="number" inputMode="numeric" min="1" step="1" required value={value.nights} error={errors.nights} onChange={(e) => set('nights', e.target.value)} />
        <TextField
          label={t.guidedActivitiesField}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          required
          value={value.guided_activities}
          error={errors.guided_activities}
          onChange={(e) => set('guided_activities', e.target.value)}
        />
      </div>
      <TextField
        label={t.accommodationField}
        placeholder={t.accommodationPlaceholder}
        maxLength={PROPOSAL_TEXT_MAX}
        required
        value={value.accommodation_style}
        error={errors.accommodation_style}
        onChange={(e) => set('accommodation_style', e.target.value)}
      />
      <TextField label={t.mealsField} placeholder={t.mealsPlaceholder} maxLength={PROPOSAL_TEXT_MAX} required value={value.meals} error={errors.meals} onChange={(e) => set('meals', e.target.value)} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={t.transfersField} checked={value.airport_transfers} onChange={(e) => set('airport_transfers', e.target.checked)} />
        <CheckboxField label={t.flightsField} checked={value.flights_included} onChange={(e) => set('flights_included', e.target.checked)} />
      </div>
      <div>
        <TextAreaField
          label={t.teaserField}
          hint={t.teaserHint}
          rows={3}
          maxLength={PROPOSAL_TEASER_MAX}
          required
          value={value.teaser}
          error={errors.teaser}
          onChange={(e) => set('teaser', e.target.value)}
        />
        <p className="mt-1 text-right text-xs text-slate-600" aria-live="polite">
          {t.teaserCount(value.teaser.length, PROPOSAL_TEASER_MAX)}
        </p>
      </div>
    </fieldset>
  );
}
