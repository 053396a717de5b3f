import { emailVerificationTexts } from '@mt/shared';

/** Issue 21: whether an account confirmed its e-mail address, for the admin's lists. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span
      className={
        verified
          ? 'mt-1 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900'
          : 'mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900'
      }
    >
      {verified ? emailVerificationTexts.verifiedBadge : emailVerificationTexts.unverifiedBadge}
    </span>
  );
}
