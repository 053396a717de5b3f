import { useState, type ReactNode } from 'react';
import { sessionTexts, userTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-store';
import { LogoutEverywhereButton } from './logout-everywhere-button';
import { ChangePasswordModal } from './change-password-modal';
import { UpdateNameModal } from './update-name-modal';

/**
 * Traveller dashboard "Account Settings" (spec 1 section 2): name with Update, email, masked password
 * with Change, and "Log out everywhere" (issue 21), after which the page signs out here too.
 */
export function AccountSettings({ onLoggedOutEverywhere }: { onLoggedOutEverywhere(): void }) {
  const user = useSession((s) => s.user);
  const [modal, setModal] = useState<'name' | 'password' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!user) return null;

  const open = (which: 'name' | 'password') => {
    setNotice(null);
    setModal(which);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setModal(null);
  };

  return (
    <section aria-labelledby="account-settings-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="account-settings-title" className="text-xl font-semibold text-slate-900">
        Account Settings
      </h2>
      {notice && (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      )}
      <div className="mt-4 divide-y divide-slate-200">
        <SettingRow
          label="Full Name"
          value={user.name}
          action={
            <Button variant="secondary" size="sm" onClick={() => open('name')} aria-label="Update full name">
              Update
            </Button>
          }
        />
        <SettingRow label="Email" value={user.email} />
        <SettingRow
          label="Password"
          value={
            <>
              <span aria-hidden>••••••••</span>
              <span className="sr-only">Hidden</span>
            </>
          }
          action={
            <Button variant="secondary" size="sm" onClick={() => open('password')} aria-label="Change password">
              Change
            </Button>
          }
        />
        <SettingRow
          label="Sessions"
          value={<span className="text-sm text-slate-700">{sessionTexts.logoutEverywhereHint}</span>}
          action={<LogoutEverywhereButton onDone={onLoggedOutEverywhere} />}
        />
      </div>
      <UpdateNameModal
        open={modal === 'name'}
        onOpenChange={close}
        currentName={user.name}
        onUpdated={() => setNotice(userTexts.profileUpdated)}
      />
      <ChangePasswordModal open={modal === 'password'} onOpenChange={close} closeDelayMs={2000} />
    </section>
  );
}

function SettingRow({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="break-words text-base text-slate-900">{value}</p>
      </div>
      {action}
    </div>
  );
}
