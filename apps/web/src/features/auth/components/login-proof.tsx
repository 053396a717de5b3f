import { forwardRef } from 'react';
import { LOGIN_CHALLENGE_PATH, loginGuardTexts } from '@mt/shared';
import { AltchaWidget, type AltchaHandle } from '@/components/altcha/altcha-widget';

/**
 * The proof of work the server asks for after repeated failed sign-ins (428, issue 21). Loaded only
 * then: the sign-in page's first download stays without the widget.
 */
const LoginProof = forwardRef<AltchaHandle, { onToken(token: string | null): void }>(function LoginProof({ onToken }, ref) {
  return (
    <div className="space-y-1" data-testid="login-proof">
      <p className="text-sm font-medium text-slate-800">{loginGuardTexts.proofLabel}</p>
      <AltchaWidget ref={ref} challengeUrl={LOGIN_CHALLENGE_PATH} onToken={onToken} />
    </div>
  );
});

export default LoginProof;
