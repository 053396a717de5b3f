import { blogAdminTexts, blogTexts, type BlogPostSummary } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBlogPost } from '../../api/get-blog-post';
import { BlogPostForm } from './blog-post-form';

/** What the modal edits: a new post, or a listed one (its full text is fetched on opening). */
export type BlogEditorTarget = { mode: 'create' } | { mode: 'edit'; post: BlogPostSummary } | null;

export function BlogPostFormModal({ target, onClose, onSaved }: { target: BlogEditorTarget; onClose(): void; onSaved(message: string): void }) {
  return (
    <Modal size="lg" open={target !== null} onOpenChange={(open) => !open && onClose()} title={target?.mode === 'edit' ? blogAdminTexts.editTitle : blogAdminTexts.createTitle}>
      {target?.mode === 'create' && <BlogPostForm post={null} onSaved={onSaved} onCancel={onClose} />}
      {target?.mode === 'edit' && <EditLoader key={target.post.id} id={target.post.id} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}

function EditLoader({ id, onSaved, onCancel }: { id: number; onSaved(message: string): void; onCancel(): void }) {
  // By id: an admin's request sees drafts too.
  const post = useBlogPost(String(id));
  if (post.isPending) return <Spinner label="Loading post…" />;
  if (post.isError) return <Alert tone="error">{errorMessage(post.error, blogTexts.loadPostFailed)}</Alert>;
  return <BlogPostForm post={post.data} onSaved={onSaved} onCancel={onCancel} />;
}
