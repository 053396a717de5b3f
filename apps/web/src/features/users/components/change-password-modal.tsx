import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, userTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** How long the success message stays before the modal closes: 2 s for travellers, 1.5 s for partners. */
  closeDelayMs?: number;
}

export function ChangePasswordModal({ open, onOpenChange, closeDelayMs = 2000 }: ChangePasswordModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Change Password">
      <ChangePasswordForm onClose={() => onOpenChange(false)} closeDelayMs={closeDelayMs} />
    </Modal>
  );
}

function ChangePasswordForm({ onClose, closeDelayMs }: { onClose(): void; closeDelayMs: number }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const watchedPassword = useWatch({ control, name: 'newPassword' });
  const change = useChangePassword();
  const owner = useSession((s) => s.user);
  const [success, setSuccess] = useState<string | null>(null);

  // The parent passes a fresh onClose on every render; the timer must not restart because of it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => closeRef.current(), closeDelayMs);
    return () => clearTimeout(timer);
  }, [success, closeDelayMs]);

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (res) => {
          // The change ended every older session, this one's too: keep the user signed in with the new token.
          const { user } = useSession.getState();
          if (user && res?.token) useSession.getState().setSession(user, res.token);
          setSuccess(res?.message || userTexts.passwordChanged);
        },
      },
    ),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {change.isError && <Alert tone="error">{errorMessage(change.error, userTexts.changePasswordFailed)}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordStrengthHint password={watchedPassword} owner={owner ?? undefined} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <FormActions
        cancelLabel={userTexts.cancel}
        onCancel={onClose}
        submitLabel={change.isPending ? userTexts.changingPassword : userTexts.changePassword}
        busy={change.isPending}
        submitDisabled={!!success}
      />
    </form>
  );
}
