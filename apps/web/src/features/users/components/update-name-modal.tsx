import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, userTexts, type UserDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

interface UpdateNameModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  currentName: string;
  onUpdated?(user: UserDto): void;
}

export function UpdateNameModal({ open, onOpenChange, currentName, onUpdated }: UpdateNameModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Update Name">
      {/* Mounted only while open, so every opening starts from the current name and no old error. */}
      <UpdateNameForm currentName={currentName} onClose={() => onOpenChange(false)} onUpdated={onUpdated} />
    </Modal>
  );
}

function UpdateNameForm({ currentName, onClose, onUpdated }: { currentName: string; onClose(): void; onUpdated?(user: UserDto): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: { name: currentName } });
  const update = useUpdateProfile();

  const onSubmit = handleSubmit(({ name }) => {
    // Spec 1 section 5: an unchanged name just closes the modal.
    if (name === currentName.trim()) return onClose();
    update.mutate(
      { name },
      {
        onSuccess: ({ user }) => {
          onUpdated?.(user);
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {update.isError && <Alert tone="error">{errorMessage(update.error, userTexts.updateNameFailed)}</Alert>}
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormActions cancelLabel={userTexts.cancel} onCancel={onClose} submitLabel={update.isPending ? userTexts.saving : userTexts.save} busy={update.isPending} />
    </form>
  );
}
