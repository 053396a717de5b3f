import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFieldsSchema, contactTexts, type ContactFields } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { BotCheckField, type BotCheckHandle } from './bot-check/bot-check-field';

type Banner = { tone: 'error' | 'success'; text: string };
const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactFields)[];

/** The server's message first; 'Failed to send message.' when it gave none; a generic text when it was not reached. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.source === 'server') return err.message;
  if (err instanceof ApiError && err.source === 'http') return contactTexts.sendFailed;
  return contactTexts.genericError;
}

/**
 * Spec 3 "Contact page": Name, Email Address, Subject and Message, the bot check, and 'Send Message'.
 * The bot-check answer is single-use, so the widget starts over after every submit, sent or not.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFields>({ resolver: zodResolver(contactFieldsSchema), defaultValues: EMPTY });
  const send = useSendContactMessage();
  const botCheck = useRef<BotCheckHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const submit = (values: ContactFields) => {
    if (!token) {
      setBanner({ tone: 'error', text: contactTexts.botCheckRequired });
      return;
    }
    setBanner(null);
    send.mutate(
      { ...values, recaptchaToken: token },
      {
        onSuccess: (res) => {
          setBanner({ tone: 'success', text: res.message });
          reset(EMPTY);
        },
        onError: (err) => {
          setBanner({ tone: 'error', text: failureText(err) });
          if (err instanceof ApiError && err.errors) {
            for (const field of FIELDS) {
              const message = err.errors[field]?.[0];
              if (message) setError(field, { message });
            }
          }
        },
        onSettled: () => botCheck.current?.reset(),
      },
    );
  };

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="space-y-5" aria-describedby={banner ? 'contact-banner' : undefined}>
      {banner && (
        <div id="contact-banner">
          <Alert tone={banner.tone}>{banner.text}</Alert>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={contactTexts.name} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={contactTexts.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label={contactTexts.subject} required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={contactTexts.message} rows={6} required error={errors.message?.message} {...register('message')} />
      <BotCheckField ref={botCheck} onToken={setToken} />
      <Button type="submit" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? contactTexts.sending : contactTexts.send}
      </Button>
    </form>
  );
}
