import { useState } from 'react';
import { useLocation } from 'react-router';
import { PenLine } from 'lucide-react';
import { storyTexts, paths, loginPath } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Modal } from '@/components/ui/modal';
import { useIsAuthenticated } from '@/lib/session-store';
import { StorySubmitForm } from './story-submit-form';

/** The 'Had a great mystery trip?' call to action and its 'Share Your Story' modal. */
export function ShareStoryCta() {
  const [open, setOpen] = useState(false);
  const signedIn = useIsAuthenticated();
  const location = useLocation();
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
      <Modal open={open} onOpenChange={setOpen} title={storyTexts.shareYourStory}>
        {signedIn ? (
          <StorySubmitForm onSubmitted={() => setOpen(false)} />
        ) : (
          <div className="space-y-4 text-slate-700">
            <p>{storyTexts.signInToShare}</p>
            <div className="flex flex-wrap gap-2">
              <LinkButton to={loginPath(location.pathname + location.search)}>Sign In</LinkButton>
              <LinkButton to={paths.register} variant="secondary">
                Create an account
              </LinkButton>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Not now
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
