import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { searchTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';
import type { DiscoveryFilters } from '../../utils/discovery-filters';
import { FilterFields } from './filter-fields';

interface FilterDrawerPanelProps {
  values: DiscoveryFilters;
  onApply(changes: DiscoveryFilters): void;
  onClose(): void;
}

/** The open drawer: its fields are a draft of the filters until 'Apply Filters'. */
export default function FilterDrawerPanel({ values, onApply, onClose }: FilterDrawerPanelProps) {
  const [draft, setDraft] = useState<DiscoveryFilters>(values);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 p-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{searchTexts.filters}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <FilterFields idPrefix="drawer" values={draft} onChange={(c) => setDraft((d) => ({ ...d, ...c }))} />
          </div>
          <div className="border-t border-slate-200 p-4">
            <Button
              className="w-full"
              onClick={() => {
                const { serviceType, priceRange, location, minRating, availableFrom, duration, groupSize } = draft;
                onApply({ serviceType, priceRange, location, minRating, availableFrom, duration, groupSize });
                onClose();
              }}
            >
              {searchTexts.applyFilters}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
