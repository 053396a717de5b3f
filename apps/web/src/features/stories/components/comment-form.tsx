import { useId, useState, type FormEvent } from 'react';
import { STORY_LIMITS, storyTexts } from '@mt/shared';
import { Button } from '@/components/ui/button';

/** Submit is disabled, and ignored, while the text is blank after trimming (spec 2 section 5). */
export function CommentForm({ onSubmit }: { onSubmit(content: string): void }) {
  const [text, setText] = useState('');
  const id = useId();
  const content = text.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!content) return;
    onSubmit(content);
    setText('');
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        Your comment
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={STORY_LIMITS.comment}
        rows={3}
        placeholder={storyTexts.commentPlaceholder}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      <Button type="submit" disabled={!content}>
        {storyTexts.postComment}
      </Button>
    </form>
  );
}
