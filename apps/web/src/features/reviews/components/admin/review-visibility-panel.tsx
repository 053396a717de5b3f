import { useState } from 'react';
import { REVIEW_HIDDEN_REASON_MAX, adminReviewTexts as t, reviewVisibilitySchema, type TripReviewDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import type { Notify } from '@/lib/notice';
import { useSetReviewVisibility } from '../../api/admin/set-review-visibility';
import { HiddenBadge } from './hidden-badge';

/**
 * The review details modal's moderation (issue 22): a shown review can be hidden with a reason its author is
 * e-mailed; a hidden one shows that reason and can be shown again.
 */
export function ReviewVisibilityPanel({ review, notify }: { review: TripReviewDto; notify?: Notify }) {
  const change = useSetReviewVisibility();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (hidden: boolean) => {
    setFailure(null);
    const input = hidden ? { hidden, reason } : { hidden };
    // The server's own rules, checked here first so the field says what is wrong.
    const checked = reviewVisibilitySchema.safeParse(input);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? t.reasonRequired);
      return;
    }
    setReasonError(null);
    change.mutate(
      { id: review.id, ...input },
      {
        onSuccess: (res) => {
          setAsking(false);
          setReason('');
          notify?.success(res.message);
        },
        onError: (err) => setFailure(errorMessage(err, t.visibilityFailed)),
      },
    );
  };

  if (review.hidden) {
    return (
      <section className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-label={t.hiddenBadge}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-wrap items-center gap-2">
          <HiddenBadge />
          <span className="text-xs text-amber-950">{t.hiddenNotice(formatDateTime(review.hiddenAt))}</span>
        </div>
        <p className="whitespace-pre-line break-words text-slate-900">
          <span className="font-medium">{t.hiddenReason}: </span>
          {review.hiddenReason}
        </p>
        <Button size="sm" variant="secondary" loading={change.isPending} onClick={() => send(false)}>
          {t.show}
        </Button>
      </section>
    );
  }

  if (!asking) {
    return (
      <div className="flex justify-end">
        <Button size="sm" variant="bare" className="text-red-800 ring-1 ring-inset ring-red-700 hover:bg-red-50" onClick={() => setAsking(true)}>
          {t.hide}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={t.hideTitle}
      onSubmit={(e) => {
        e.preventDefault();
        send(true);
      }}
    >
      <h3 className="font-semibold text-slate-900">{t.hideTitle}</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextAreaField
        label={t.reasonLabel}
        rows={3}
        maxLength={REVIEW_HIDDEN_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint={t.reasonHint(REVIEW_HIDDEN_REASON_MAX)}
        error={reasonError ?? undefined}
        autoFocus
      />
      <FormActions cancelLabel={t.cancel} onCancel={() => setAsking(false)} submitLabel={change.isPending ? t.working : t.hideConfirm} busy={change.isPending} />
    </form>
  );
}
