import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { PARTNER_BUSINESS_TYPES, authTexts, partnerBusinessTypeLabels, partnerRegisterFormSchema, paths, type UserDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordStrengthHint } from '@/components/ui/password-strength-hint';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { usePartnerRegister } from '../api/partner-register';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { authLinkClass } from './auth-card';

const SERVER_FIELDS = ['companyName', 'name', 'email', 'phone', 'website_url', 'logo_url', 'serviceType', 'password'] as const;

export function PartnerRegisterForm({ onRegistered }: { onRegistered(user: UserDto): void }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(partnerRegisterFormSchema),
    // serviceType starts unset: the select shows "Select a service type" and the schema rejects it.
    defaultValues: {
      companyName: '',
      name: '',
      email: '',
      phone: '',
      website_url: '',
      logo_url: '',
      password: '',
      confirmPassword: '',
      agreeTerms: false,
    },
  });
  const [watchedPassword, watchedEmail, watchedName, watchedCompanyName] = useWatch({ control, name: ['password', 'email', 'name', 'companyName'] });
  const registration = usePartnerRegister();

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, agreeTerms: _terms, ...payload }) =>
    registration.mutate(payload, {
      onSuccess: ({ user, token }) => {
        useSession.getState().setSession(user, token);
        onRegistered(user);
      },
      onError: (err) => applyServerFieldErrors(err, SERVER_FIELDS, setError),
    }),
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {registration.isError && (
        <Alert tone="error">{errorMessage(registration.error, authTexts.partnerRegisterFailed)}</Alert>
      )}
      <TextField label="Company Name" autoComplete="organization" error={errors.companyName?.message} {...register('companyName')} />
      <TextField label="Contact Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField
        label="Website URL (optional)"
        type="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.website_url?.message}
        {...register('website_url')}
      />
      <TextField
        label="Logo URL (optional)"
        type="url"
        autoComplete="off"
        placeholder="https://"
        error={errors.logo_url?.message}
        {...register('logo_url')}
      />
      <SelectField label="Service Type" defaultValue="" error={errors.serviceType?.message} {...register('serviceType')}>
        <option value="">Select a service type</option>
        {PARTNER_BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {partnerBusinessTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthHint password={watchedPassword} owner={{ email: watchedEmail, name: watchedName, companyName: watchedCompanyName }} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField
        label={
          <>
            I agree to the{' '}
            <Link to={paths.partnerTerms} className={authLinkClass}>
              Partner Terms and Conditions
            </Link>
          </>
        }
        error={errors.agreeTerms?.message}
        {...register('agreeTerms')}
      />
      <Button type="submit" className="w-full" loading={registration.isPending}>
        {registration.isPending ? 'Registering...' : 'Register as Partner'}
      </Button>
    </form>
  );
}
