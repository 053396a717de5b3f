import { Button } from './button';

/**
 * A form's Cancel and submit buttons: side by side on the right, stacked with the submit on top on
 * phones. While the form is sending, the submit shows its spinner and Cancel waits.
 */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busy,
  submitDisabled = false,
}: {
  cancelLabel: string;
  onCancel(): void;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
