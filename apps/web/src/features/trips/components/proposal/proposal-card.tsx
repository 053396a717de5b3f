import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import { toast } from '@/lib/toast';
import { canPay, proposalTexts as t, type TravellerTrip } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeclineProposal, useRequestChanges } from '../../api/answer-proposal';
import { PaymentPlanSummary } from '../payment-plan-summary';
import { AnswerDialog } from './answer-dialog';
import { ProposalChanges } from './proposal-changes';
import { ProposalSummary } from './proposal-summary';
import { TripTerms } from './trip-terms';

/**
 * The proposal waiting for the traveller's answer (issue 18): what it buys beside what they asked
 * for, what a revision changed, and the three answers: accept (pay), request changes, decline.
 */
export function ProposalCard({ trip, onPay }: { trip: TravellerTrip; onPay(trip: TravellerTrip): void }) {
  const [open, setOpen] = useState<'changes' | 'decline' | null>(null);
  const changes = useRequestChanges();
  const decline = useDeclineProposal();
  const requested = trip.proposal_answer?.kind === 'changes_requested' ? trip.proposal_answer : null;

  return (
    <section aria-label={t.proposalTitle} className="space-y-4">
      <ProposalChanges trip={trip} />
      {requested && (
        <Alert tone="info">
          <p className="font-semibold">{t.changesRequestedTitle}</p>
          <p className="mt-1">{t.changesRequestedBody}</p>
          <p className="mt-2 flex gap-2 text-sm">
            <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-medium">{t.yourRequest}:</span> {requested.message}
            </span>
          </p>
        </Alert>
      )}
      <ProposalSummary trip={trip} />
      {/* The deposit offer comes before the answers: it is part of what Accept & Pay means. */}
      <PaymentPlanSummary trip={trip} />
      <TripTerms trip={trip} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canPay(trip) && <Button onClick={() => onPay(trip)}>{t.acceptAndPay}</Button>}
        <Button variant="secondary" onClick={() => {
            changes.reset();
            setOpen('changes');
          }}>
          {t.requestChanges}
        </Button>
        <Button variant="bare" className="text-red-800 ring-1 ring-red-200 hover:bg-red-50" onClick={() => {
            decline.reset();
            setOpen('decline');
          }}>
          {t.decline}
        </Button>
      </div>

      <AnswerDialog
        key={`changes-${open === 'changes'}`}
        open={open === 'changes'}
        onOpenChange={(next) => {
          if (next) changes.reset();
          setOpen(next ? 'changes' : null);
        }}
        title={t.changeRequestTitle}
        description={trip.destination_known ? t.changeRequestHintKnown : t.changeRequestHint}
        label={t.changeRequestLabel}
        submitLabel={changes.isPending ? t.sending : t.sendRequest}
        cancelLabel="Cancel"
        busy={changes.isPending}
        error={changes.isError ? errorMessage(changes.error, t.changeRequestFailed) : null}
        onSubmit={(message) =>
          changes.mutate(
            { id: trip.id, message },
            {
              onSuccess: (r) => {
                setOpen(null);
                toast.success(r.message);
              },
            },
          )
        }
      />
      <AnswerDialog
        key={`decline-${open === 'decline'}`}
        open={open === 'decline'}
        onOpenChange={(next) => {
          if (next) decline.reset();
          setOpen(next ? 'decline' : null);
        }}
        title={t.declineTitle}
        description={t.declineBody}
        label={t.declineLabel}
        submitLabel={decline.isPending ? t.declining : t.confirmDecline}
        cancelLabel={t.keepProposal}
        busy={decline.isPending}
        error={decline.isError ? errorMessage(decline.error, t.declineFailed) : null}
        onSubmit={(reason) =>
          decline.mutate(
            { id: trip.id, reason },
            {
              onSuccess: (r) => {
                setOpen(null);
                toast.success(r.message);
              },
            },
          )
        }
      />
    </section>
  );
}
