import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authTexts, loginGuardTexts, paths, type UserDto } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import type { AltchaHandle } from '@/components/altcha/altcha-widget';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { lazyLoad } from '@/lib/lazy-load';
import { useSession } from '@/lib/session-store';
import { useLogin } from '../api/login';
import { readRememberedEmail, saveRememberedEmail } from '../utils/remembered-email';
import { authLinkClass } from './auth-card';
import type { LoginFormErrors } from './login-form.schema';

const LoginProof = lazy(() => import('./login-proof'));
const validation = lazyLoad(() => import('./login-form.schema').then((m) => m.checkLoginForm));
const FIELD_ORDER = ['email', 'password'] as const;

const readForm = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), remember: data.get('remember') !== null };
};

/**
 * The sign-in form. A plain form rather than react-hook-form: /login is a landing page and that library
 * would be a tenth of its first download (issue 20). Checked on submit, then again as the user corrects it.
 */
export function LoginForm({ onSignedIn }: { onSignedIn(user: UserDto): void }) {
  const [rememberedEmail] = useState(readRememberedEmail);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const submitted = useRef(false);
  const login = useLogin();
  // Issue 21: after repeated failures the server asks for a proof of work (428); each answer is used once.
  const [proofAsked, setProofAsked] = useState(false);
  const proof = useRef<string | null>(null);
  const proofWidget = useRef<AltchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const check = async (form: HTMLFormElement) => {
    const result = (await validation.get())(readForm(form));
    setErrors(result.errors);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const { data, errors: found } = await check(form);
    if (!data) {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    const { remember, ...credentials } = data;
    const sentProof = proof.current;
    login.mutate(sentProof ? { ...credentials, proof: sentProof } : credentials, {
      onSuccess: ({ user, token }) => {
        saveRememberedEmail(credentials.email, remember);
        useSession.getState().setSession(user, token);
        onSignedIn(user);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 428) setProofAsked(true);
        if (sentProof) {
          proof.current = null;
          proofWidget.current?.reset();
        }
      },
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      onChange={(e) => submitted.current && void check(e.currentTarget)}
      onFocus={validation.preload}
      noValidate
      className="space-y-4"
    >
      {login.isError && <Alert tone="error">{errorMessage(login.error, authTexts.loginFailed)}</Alert>}
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={rememberedEmail} error={errors.email} />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={errors.password} />
      {proofAsked && (
        <Suspense fallback={<Spinner label={loginGuardTexts.proofLabel} />}>
          <LoginProof
            ref={proofWidget}
            onToken={(token) => {
              proof.current = token;
              // Solved: sign in again with the same details and the answer.
              if (token) formRef.current?.requestSubmit();
            }}
          />
        </Suspense>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Remember me" name="remember" defaultChecked={rememberedEmail !== ''} />
        <Link to={paths.forgotPassword} className={authLinkClass}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
