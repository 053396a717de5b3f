import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUTH, CATALOGUE, chunkGroups, FORMS, FOOTER, LISTS, PAGINATION, SHELL_SHARED } from './chunk-groups';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('chunk groups', () => {
  it.each([...SHELL_SHARED, ...CATALOGUE, ...FORMS, ...AUTH, ...LISTS, ...PAGINATION, ...FOOTER])('%s still names a file or folder (a rename would quietly split the group again)', (entry) => {
    expect(existsSync(path.join(ROOT, entry))).toBe(true);
  });

  it('puts a module in the group of highest priority that takes it, whatever the system’s slashes', () => {
    const groupOf = (id: string) => [...chunkGroups].sort((a, b) => b.priority - a.priority).find((g) => g.test(id))?.name;
    expect(groupOf('/x/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('framework');
    expect(groupOf(`${ROOT}/apps/web/src/components/ui/button.tsx`)).toBe('shell-shared');
    expect(groupOf(`${ROOT}/node_modules/lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs`)).toBe('shell-shared');
    expect(groupOf('C:\\repo\\apps\\web\\src\\features\\services\\components\\service-card.tsx')).toBe('catalogue');
    expect(groupOf(`${ROOT}/packages/shared/src/geography/african-country-names.ts`)).toBe('catalogue');
    // The regions and the pickers' lists stay with the pages that use them (issue 22 split them from the names).
    expect(groupOf(`${ROOT}/packages/shared/src/geography/african-countries.ts`)).toBeUndefined();
    expect(groupOf(`${ROOT}/apps/web/src/components/ui/form-field.tsx`)).toBe('forms');
    expect(groupOf(`${ROOT}/node_modules/lucide-react/dist/esm/icons/search.mjs`)).toBe('catalogue');
    expect(groupOf(`${ROOT}/apps/web/src/components/ui/pagination.tsx`)).toBe('pagination');
    // A file whose name only ends like a listed one is not taken.
    expect(groupOf(`${ROOT}/apps/web/src/features/admin/components/service-card.tsx`)).toBeUndefined();
    expect(groupOf(`${ROOT}/apps/web/src/features/admin/pages/admin-dashboard.tsx`)).toBeUndefined();
  });
});
