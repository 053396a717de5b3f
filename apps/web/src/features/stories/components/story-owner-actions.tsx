import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { storyTexts, paths, type StoryDto } from '@mt/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { useDeleteStory } from '../api/delete-story';
import { StorySubmitForm } from './story-submit-form';

/**
 * Edit and Delete for the story's author (and admins, who moderate). The server checks ownership again;
 * this only decides whether to offer the buttons.
 */
export function StoryOwnerActions({ story }: { story: StoryDto }) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const remove = useDeleteStory();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!user || (user.id !== story.author_id && user.userType !== 'admin')) return null;

  const onDelete = () =>
    remove.mutate(story.id, {
      onSuccess: () => {
        toast.success(storyTexts.deletedToast);
        void navigate(paths.stories, { replace: true });
      },
      onError: (err) => toast.error(errorMessage(err, storyTexts.deleteFailed)),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        <Pencil className="size-4" aria-hidden />
        {storyTexts.editStory}
      </Button>
      <Button variant="bare" size="sm" className="text-red-800 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden />
        {storyTexts.deleteStory}
      </Button>

      <Modal open={editing} onOpenChange={setEditing} title={storyTexts.editStory}>
        <StorySubmitForm story={story} onSubmitted={() => setEditing(false)} />
      </Modal>
      <Modal open={confirming} onOpenChange={setConfirming} title={storyTexts.deleteConfirmTitle} description={storyTexts.deleteConfirmBody}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {storyTexts.cancel}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={onDelete}>
            {storyTexts.deleteConfirm}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
