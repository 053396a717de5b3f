import { useEffect, useRef, useState } from 'react';
import { REVIEW_CLOSE_DELAY_MS, reviewTexts as t } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ReviewForm, type ReviewableService } from './review-form';

interface ReviewModalProps {
  tripId: number;
  services: ReviewableService[] | undefined;
  /** The 'Review First' flow: the trip can still be marked as completed, so ask afterwards. */
  askToComplete: boolean;
  onClose(): void;
  onMarkComplete(): void;
}

/** Review Your Trip. After success: the thank-you, then either the completion question or closing after 2 s. */
export function ReviewModal({ tripId, services, askToComplete, onClose, onMarkComplete }: ReviewModalProps) {
  const [submitted, setSubmitted] = useState(false);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!submitted || askToComplete) return;
    const timer = setTimeout(() => closeRef.current(), REVIEW_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submitted, askToComplete]);

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t.modalTitle}>
      {submitted ? (
        <div className="space-y-4">
          <Alert tone="success">{t.success}</Alert>
          {askToComplete && (
            <div className="space-y-3">
              <p className="text-slate-800">{t.askMarkComplete}</p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={onMarkComplete}>{t.markCompleteYes}</Button>
                <Button variant="ghost" onClick={onClose}>
                  {t.markCompleteNo}
                </Button>
              </div>
            </div>
          )}
        </div>
      ) : services === undefined ? (
        <Spinner label="Loading the trip’s services…" />
      ) : (
        <ReviewForm tripId={tripId} services={services} onSubmitted={() => setSubmitted(true)} />
      )}
    </Modal>
  );
}
