import { useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { EXTERNAL_REVIEW_SITE_URL, REVIEW_COMMENTS_MAX, reviewTexts as t, serviceTypeLabel } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { StarRatingInput } from '@/components/ui/star-rating';
import { reviewErrorMessage, useSubmitReview } from '../api/submit-review';

export interface ReviewableService {
  id: number;
  name: string;
  type: string;
  company_name: string;
}

interface ReviewFormProps {
  tripId: number;
  services: ReviewableService[];
  onSubmitted(): void;
}

/**
 * Review Your Trip (spec 1 section 2): overall stars and comments, then stars and comments per
 * service. Only rated services are sent; submit waits for an overall rating.
 */
export function ReviewForm({ tripId, services, onSubmitted }: ReviewFormProps) {
  const [overall, setOverall] = useState(0);
  const [comments, setComments] = useState('');
  const [perService, setPerService] = useState<Record<number, { rating: number; comments: string }>>({});
  const submit = useSubmitReview();

  const setService = (id: number, patch: Partial<{ rating: number; comments: string }>) =>
    setPerService((all) => ({ ...all, [id]: { rating: 0, comments: '', ...all[id], ...patch } }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!overall) return;
    const serviceReviews = services
      .filter((s) => (perService[s.id]?.rating ?? 0) > 0)
      .map((s) => ({ serviceId: s.id, rating: perService[s.id]!.rating, comments: perService[s.id]!.comments }));
    submit.mutate({ tripId, review: { overallRating: overall, comments, serviceReviews } }, { onSuccess: onSubmitted });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      {submit.isError && <Alert tone="error">{reviewErrorMessage(submit.error)}</Alert>}
      <StarRatingInput label={t.overallLabel} value={overall} onChange={setOverall} />
      <TextAreaField label={t.commentsLabel} rows={3} maxLength={REVIEW_COMMENTS_MAX} value={comments} onChange={(e) => setComments(e.target.value)} />
      {services.length > 0 && (
        <div className="space-y-4">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t.servicesHeading}</h3>
          {services.map((s) => (
            <div key={s.id} className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">
                {s.name} <span className="text-sm font-normal text-slate-600">· {serviceTypeLabel(s.type)} · {s.company_name}</span>
              </p>
              <StarRatingInput label={`Rating for ${s.name}`} size="sm" value={perService[s.id]?.rating ?? 0} onChange={(rating) => setService(s.id, { rating })} />
              <TextAreaField
                label={`Comments on ${s.name}`}
                rows={2}
                maxLength={REVIEW_COMMENTS_MAX}
                value={perService[s.id]?.comments ?? ''}
                onChange={(e) => setService(s.id, { comments: e.target.value })}
              />
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <a
          href={EXTERNAL_REVIEW_SITE_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50"
        >
          {t.externalSite}
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <div className="flex flex-col items-end gap-1">
          <Button type="submit" loading={submit.isPending} disabled={!overall}>
            {submit.isPending ? t.submitting : t.submit}
          </Button>
          {!overall && <p className="text-xs text-slate-600">{t.overallRequired}</p>}
        </div>
      </div>
    </form>
  );
}
