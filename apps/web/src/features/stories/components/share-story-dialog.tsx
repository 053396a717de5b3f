import { useLocation } from 'react-router';
import { storyTexts, paths, loginPath } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { Modal } from '@/components/ui/modal';
import { useIsAuthenticated } from '@/lib/session-store';
import { StorySubmitForm } from './story-submit-form';

/** The 'Share Your Story' modal: the form for a signed-in traveller, else the way to sign in. */
export default function ShareStoryDialog({ onClose }: { onClose(): void }) {
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={storyTexts.shareYourStory}>
      {signedIn ? (
        <StorySubmitForm onSubmitted={onClose} />
      ) : (
        <div className="space-y-4 text-slate-700">
          <p>{storyTexts.signInToShare}</p>
          <div className="flex flex-wrap gap-2">
            <LinkButton to={loginPath(location.pathname + location.search)}>Sign In</LinkButton>
            <LinkButton to={paths.register} variant="secondary">
              Create an account
            </LinkButton>
            <Button variant="ghost" onClick={onClose}>
              Not now
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
