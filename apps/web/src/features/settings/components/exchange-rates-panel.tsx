import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXCHANGE_RATE_CURRENCIES,
  EXCHANGE_RATE_MAX,
  EXCHANGE_RATE_MIN,
  EXCHANGE_RATES_BASE,
  exchangeRatesTexts as t,
  updateExchangeRatesSchema,
  type AdminExchangeRates,
  type UpdateExchangeRatesInput,
} from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useTimedValue } from '@/lib/use-timed-value';
import { formatDateTime } from '@/lib/format-date';
import { useAdminExchangeRates, useUpdateExchangeRates } from '../api/exchange-rates';

/** Spec 3: success banners disappear after 5 seconds (as the site settings' do). */
const SAVED_NOTICE_MS = 5000;
const EDITED = EXCHANGE_RATE_CURRENCIES.filter((c) => c !== EXCHANGE_RATES_BASE);
const cell = 'w-full max-w-40 rounded-lg border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600';

/** Admin "Exchange rates" (docs/decisions/0041): 1 USD = x in each currency of the table, with the last change. */
export function ExchangeRatesPanel() {
  const rates = useAdminExchangeRates();
  return (
    <section aria-labelledby="exchange-rates-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="exchange-rates-title" className="text-xl font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      {rates.isPending ? (
        <Spinner label="Loading exchange rates…" />
      ) : rates.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(rates.error, t.loadFailed)}
        </Alert>
      ) : (
        <ExchangeRatesForm current={rates.data} />
      )}
    </section>
  );
}

const formValues = ({ exchange_rates }: AdminExchangeRates): UpdateExchangeRatesInput => ({
  base: EXCHANGE_RATES_BASE,
  rates: Object.fromEntries(EXCHANGE_RATE_CURRENCIES.map((c) => [c, exchange_rates.rates[c]])),
});

function ExchangeRatesForm({ current }: { current: AdminExchangeRates }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<UpdateExchangeRatesInput>({ resolver: zodResolver(updateExchangeRatesSchema), defaultValues: formValues(current) });
  const update = useUpdateExchangeRates();
  const savedNotice = useTimedValue<true>(SAVED_NOTICE_MS);

  const onSubmit = handleSubmit((values) => {
    savedNotice.clear();
    update.mutate(values, {
      onSuccess: (next) => {
        reset(formValues(next));
        savedNotice.show(true);
      },
      onError: (err) => {
        // The server's refusals name their field (rates.EUR): shown at the row, like the form's own.
        if (!(err instanceof ApiError) || !err.errors) return;
        for (const c of EDITED) {
          const message = err.errors[`rates.${c}`]?.[0];
          if (message) setError(`rates.${c}`, { message });
        }
      },
    });
  });
  const rateErrors = errors.rates as Record<string, { message?: string } | undefined> | undefined;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4">
      {update.isError && <Alert tone="error">{errorMessage(update.error, t.saveFailed)}</Alert>}
      {savedNotice.value && <Alert tone="success">{t.saved}</Alert>}
      <p className="text-sm text-slate-700">{current.updated_at ? t.lastChanged(formatDateTime(current.updated_at)) : t.neverChanged}</p>
      <table className="text-left text-sm" aria-describedby="exchange-rates-hint">
        <caption id="exchange-rates-hint" className="mb-2 text-left text-sm text-slate-700">
          {t.rateHint}
        </caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Currency
            </th>
            <th scope="col" className="py-1 font-medium">
              1 {EXCHANGE_RATES_BASE} =
            </th>
          </tr>
        </thead>
        <tbody>
          {EDITED.map((c) => {
            const error = rateErrors?.[c]?.message;
            return (
              <tr key={c} className="align-top">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {c}
                </th>
                <td className="py-1">
                  <div className="flex items-center gap-2">
                    <input
                      type="number"
                      inputMode="decimal"
                      min={EXCHANGE_RATE_MIN}
                      max={EXCHANGE_RATE_MAX}
                      step="any"
                      className={cell}
                      aria-label={t.rateLabel(c)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `rate-${c}-error` : undefined}
                      {...register(`rates.${c}`, { valueAsNumber: true })}
                    />
                    <span aria-hidden>{c}</span>
                  </div>
                  {error && (
                    <p id={`rate-${c}-error`} role="alert" className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button type="submit" loading={update.isPending}>
        {update.isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
