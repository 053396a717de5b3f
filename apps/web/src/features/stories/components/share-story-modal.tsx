import { lazy, Suspense, useState } from 'react';
import { PenLine } from 'lucide-react';
import { storyTexts } from '@mt/shared';

// The dialog and its form (zod, the dialog library) load when asked for, not with the stories list.
const ShareStoryDialog = lazy(() => import('./share-story-dialog'));

/** The 'Had a great mystery trip?' call to action and its 'Share Your Story' modal. */
export function ShareStoryCta() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="share-cta" className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-center text-white">
      <h2 id="share-cta" className="text-2xl font-bold">
        {storyTexts.ctaTitle}
      </h2>
      <p className="mt-2 text-brand-50">{storyTexts.ctaBody}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <PenLine className="size-4" aria-hidden />
        {storyTexts.shareYourStory}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareStoryDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
