import { CheckCircle2, Clock, HelpCircle, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { confirmationStatusOf, paymentTexts, paths } from '@mt/shared';
import { LinkButton } from '@/components/ui/link-button';
import { useDocumentTitle } from '@/lib/use-document-title';

const icons = {
  succeeded: <CheckCircle2 className="size-12 text-green-700" aria-hidden />,
  processing: <Clock className="size-12 text-sky-700" aria-hidden />,
  failed: <XCircle className="size-12 text-red-700" aria-hidden />,
  unknown: <HelpCircle className="size-12 text-slate-600" aria-hidden />,
};

/** /payment-confirmation: where Stripe returns after a redirecting payment method (spec 1 section 2). */
export default function PaymentConfirmationPage() {
  const [params] = useSearchParams();
  const status = confirmationStatusOf(params.get('redirect_status'));
  const text = paymentTexts.confirmation[status];
  useDocumentTitle(text.title);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      {icons[status]}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="mt-3 text-slate-700">{text.body}</p>
      <LinkButton to={paths.travellerDashboard} size="lg" className="mt-8">
        {paymentTexts.returnToDashboard}
      </LinkButton>
    </div>
  );
}
