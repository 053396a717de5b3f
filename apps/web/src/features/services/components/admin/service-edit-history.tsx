import { adminServiceEditTexts as t, describeServiceChanges, type AdminServiceEdit } from '@mt/shared';
import { formatDateTime } from '@/lib/format-date';

/** "Changed price from … to … — Admin name, date": every admin save of the service, newest first. */
export function ServiceEditHistory({ edits }: { edits: AdminServiceEdit[] }) {
  return (
    <section aria-labelledby="service-edit-history" className="space-y-2 border-t border-slate-200 pt-4">
      <h3 id="service-edit-history" className="text-sm font-semibold text-slate-900">
        {t.historyTitle}
      </h3>
      {edits.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noHistory}</p>
      ) : (
        <ol className="space-y-2">
          {edits.map((edit) => (
            <li key={edit.id} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
              <ul className="space-y-0.5 break-words text-slate-800">
                {describeServiceChanges(edit.changes).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-600">— {t.byLine(edit.admin_name ?? t.formerAdmin, formatDateTime(edit.created_at))}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
