import { estimatePasswordStrength, passwordPolicyTexts, type PasswordOwner, type PasswordStrength } from '@mt/shared';

const LEVEL: Record<PasswordStrength, { label: string; bar: string; width: string }> = {
  weak: { label: passwordPolicyTexts.weak, bar: 'bg-red-600', width: 'w-1/3' },
  fair: { label: passwordPolicyTexts.fair, bar: 'bg-amber-500', width: 'w-2/3' },
  strong: { label: passwordPolicyTexts.strong, bar: 'bg-emerald-600', width: 'w-full' },
};

/**
 * The hint under a new-password field (registration, partner registration, change and reset): weak,
 * fair or strong with a short why. A small heuristic, no dictionary: the server refuses common passwords.
 */
export function PasswordStrengthHint({ password, owner }: { password: string; owner?: PasswordOwner }) {
  if (!password) return null;
  const { level, why } = estimatePasswordStrength(password, owner);
  const look = LEVEL[level];
  return (
    <div className="-mt-2 space-y-1" data-strength={level}>
      <div className="h-1.5 w-full rounded-full bg-slate-200" aria-hidden>
        <div className={`h-1.5 rounded-full ${look.bar} ${look.width}`} />
      </div>
      <p className="text-xs text-slate-700" aria-live="polite">
        {passwordPolicyTexts.strengthLabel}: <strong>{look.label}</strong>. {why}
      </p>
    </div>
  );
}
