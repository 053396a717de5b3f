import { lazy, Suspense, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { searchTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import type { DiscoveryFilters } from '../../utils/discovery-filters';

// The drawer (and its dialog library) loads when a phone user opens it, not with the results.
const FilterDrawerPanel = lazy(() => import('./filter-drawer-panel'));

/**
 * The mobile filter drawer: changes are a draft until 'Apply Filters', which commits them at once
 * (checked service types joined by commas, spec 2).
 */
export function FilterDrawer({ values, onApply }: { values: DiscoveryFilters; onApply(changes: DiscoveryFilters): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="lg:hidden" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SlidersHorizontal className="size-4" aria-hidden />
        {searchTexts.filters}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterDrawerPanel values={values} onApply={onApply} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
