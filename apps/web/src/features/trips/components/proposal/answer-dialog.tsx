import { useState, type FormEvent } from 'react';
import { PROPOSAL_ANSWER_MAX } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';

interface AnswerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(text: string): void;
}

/** The traveller's words to the team, for a change request or a decline (1 to 2,000 characters). */
export function AnswerDialog({ open, onOpenChange, title, description, label, hint, submitLabel, cancelLabel, busy, error, onSubmit }: AnswerDialogProps) {
  const [text, setText] = useState('');
  const ready = text.trim().length > 0 && !busy;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSubmit(text.trim());
  };
  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <TextAreaField label={label} hint={hint} rows={5} maxLength={PROPOSAL_ANSWER_MAX} required value={text} onChange={(e) => setText(e.target.value)} />
          <p className="mt-1 text-right text-xs text-slate-600">
            {text.length.toLocaleString('en-US')} / {PROPOSAL_ANSWER_MAX.toLocaleString('en-US')}
          </p>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        <FormActions cancelLabel={cancelLabel} onCancel={() => onOpenChange(false)} submitLabel={submitLabel} busy={busy} submitDisabled={!ready} />
      </form>
    </Modal>
  );
}
