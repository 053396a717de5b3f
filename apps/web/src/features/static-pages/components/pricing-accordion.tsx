import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { PRICING_SECTIONS } from '@mt/shared';
import { PRICING_SECTION_CONTENT } from '../content/pricing-sections';
import { proseClass } from './text-section';

/** The six sections of spec 3 in their order; the first starts open. */
export function PricingAccordion() {
  return (
    <Accordion.Root type="single" collapsible defaultValue={PRICING_SECTIONS[0].id} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {PRICING_SECTIONS.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                {section.title}
                <ChevronDown className="size-5 shrink-0 text-slate-700 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={`px-5 pb-5 ${proseClass}`}>{PRICING_SECTION_CONTENT[section.id]}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
