import { adminPreferenceTexts as t, type AdminPreference } from '@mt/shared';
import { Modal } from '@/components/ui/modal';

/** 'View Raw': the preference as the server sent it, as formatted JSON (spec 3, "raw preference viewer"). */
export function RawPreferenceModal({ preference, onClose }: { preference: AdminPreference | null; onClose(): void }) {
  return (
    <Modal open={preference !== null} onOpenChange={(open) => !open && onClose()} title={preference ? t.rawTitle(preference.id) : ''} size="lg">
      {preference && (
        <pre tabIndex={0} className="max-h-[60vh] overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700">
          {JSON.stringify(preference, null, 2)}
        </pre>
      )}
    </Modal>
  );
}
