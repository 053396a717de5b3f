import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { partnerDashboardTexts, partnerTexts, updatePartnerSchema, userTexts, type PartnerDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMyPartner } from '../api/update-my-partner';

interface PartnerAccountSectionProps {
  partner: PartnerDto;
  /** Called with the success message after a save; the dashboard shows it in its success banner. */
  onSaved(message: string): void;
  /** The "Change Password" control; the password modal belongs to the users feature. */
  passwordAction?: ReactNode;
}

/** Spec 2 "Partner Account": view and edit company, contact person, website and phone; email read-only. */
export function PartnerAccountSection({ partner, onSaved, passwordAction }: PartnerAccountSectionProps) {
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="partner-account-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="partner-account-title" className="text-xl font-semibold text-slate-900">
        Partner Account
      </h2>
      {editing ? (
        <PartnerProfileForm
          partner={partner}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            onSaved(message);
          }}
        />
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Detail label="Company Name" value={partner.company_name} />
            <Detail label="Contact Person" value={partner.contact_name} />
            <Detail
              label="Website"
              value={
                partner.website_url ? (
                  <a
                    href={partner.website_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-brand-800 underline-offset-2 hover:underline"
                  >
                    {partner.website_url}
                  </a>
                ) : null
              }
            />
            <Detail label="Phone" value={partner.phone_number} />
            <Detail label="Email" value={partner.email} />
          </dl>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => setEditing(true)}>Edit Profile</Button>
            {passwordAction}
          </div>
        </>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-base text-slate-900">{value || 'Not provided'}</dd>
    </div>
  );
}

function PartnerProfileForm({ partner, onCancel, onSaved }: { partner: PartnerDto; onCancel(): void; onSaved(message: string): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updatePartnerSchema),
    defaultValues: {
      companyName: partner.company_name,
      name: partner.contact_name,
      phone_number: partner.phone_number ?? '',
      website_url: partner.website_url ?? '',
    },
  });
  const update = useUpdateMyPartner();

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, { onSuccess: (res) => onSaved(res?.message || partnerTexts.profileUpdated) }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4">
      {update.isError && <Alert tone="error">{errorMessage(update.error, partnerDashboardTexts.updateProfileFailed)}</Alert>}
      <TextField label="Company Name" autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
      <TextField label="Contact Person" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website_url?.message}
        {...register('website_url')}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone_number?.message} {...register('phone_number')} />
      <TextField label="Email" type="email" value={partner.email} readOnly hint="Your email cannot be changed." />
      <FormActions cancelLabel={userTexts.cancel} onCancel={onCancel} submitLabel={update.isPending ? userTexts.saving : userTexts.saveChanges} busy={update.isPending} />
    </form>
  );
}
