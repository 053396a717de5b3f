import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_CATEGORIES, BLOG_STATUSES, blogAdminTexts, blogPostFieldsSchema, type BlogCategory, type BlogPost } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSaveBlogPost } from '../../api/save-blog-post';

/** The category select starts empty, so the form holds text; the shared schema checks it is a category. */
type FormValues = { title: string; category: string; excerpt: string; content: string; status: 'draft' | 'published' };
const resolver = zodResolver(blogPostFieldsSchema.omit({ remove_featured_image: true })) as unknown as Resolver<FormValues>;
const FIELDS = ['title', 'category', 'excerpt', 'content', 'status'] as const;
const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** The cover must be an image of at most 5 MB; the server checks the bytes again. */
function coverProblem(file: File | null): string | null {
  if (!file) return null;
  if (!file.type.startsWith('image/')) return blogAdminTexts.coverNotImage;
  if (file.size > MAX_COVER_BYTES) return blogAdminTexts.coverTooLarge;
  return null;
}

interface BlogPostFormProps {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null;
  onSaved(message: string): void;
  onCancel(): void;
}

/** Spec 3 section 5: title, category, excerpt and content required; the cover image accepts image files. */
export function BlogPostForm({ post, onSaved, onCancel }: BlogPostFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver,
    defaultValues: post
      ? { title: post.title, category: post.category, excerpt: post.excerpt, content: post.content, status: post.status }
      : { title: '', category: '', excerpt: '', content: '', status: 'draft' },
  });
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const save = useSaveBlogPost();

  const submit = (values: FormValues) => {
    if (coverError) return;
    save.mutate(
      { id: post?.id ?? null, form: { ...values, category: values.category as BlogCategory, cover, removeCover } },
      {
        onSuccess: () => onSaved(post ? blogAdminTexts.updated : blogAdminTexts.created),
        onError: (err) => {
          if (!(err instanceof ApiError) || !err.errors) return;
          for (const field of FIELDS) {
            const message = err.errors[field]?.[0];
            if (message) setError(field, { message });
          }
          if (err.errors.featured_image?.[0]) setCoverError(err.errors.featured_image[0]);
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate className="space-y-4">
      {save.isError && (
        <Alert tone="error" title={blogAdminTexts.saveFailed}>
          {save.error instanceof ApiError && save.error.source === 'server' ? save.error.message : null}
        </Alert>
      )}
      <TextField label={blogAdminTexts.fieldTitle} required maxLength={200} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={blogAdminTexts.fieldCategory} required error={errors.category?.message} {...register('category')}>
          <option value="">{blogAdminTexts.chooseCategory}</option>
          {BLOG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField label={blogAdminTexts.fieldStatus} error={errors.status?.message} {...register('status')}>
          {BLOG_STATUSES.map((s) => (
            <option key={s} value={s}>
              {blogAdminTexts.statusLabels[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={blogAdminTexts.fieldExcerpt} required rows={2} maxLength={500} error={errors.excerpt?.message} {...register('excerpt')} />
      <TextAreaField label={blogAdminTexts.fieldContent} required rows={12} className="font-mono" hint={blogAdminTexts.contentHint} error={errors.content?.message} {...register('content')} />
      <div className="space-y-2">
        {post?.featured_image && !cover && (
          <div className="flex items-center gap-3">
            <img src={post.featured_image} alt={blogAdminTexts.currentCover} className="h-16 w-28 rounded object-cover ring-1 ring-slate-200" />
            <CheckboxField label={blogAdminTexts.removeCover} checked={removeCover} onChange={(e) => setRemoveCover(e.target.checked)} />
          </div>
        )}
        <TextField
          label={blogAdminTexts.fieldCoverImage}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hint={blogAdminTexts.coverImageHint}
          error={coverError ?? undefined}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setCover(file);
            setCoverError(coverProblem(file));
          }}
        />
      </div>
      <FormActions cancelLabel={blogAdminTexts.cancel} onCancel={onCancel} submitLabel={save.isPending ? blogAdminTexts.saving : blogAdminTexts.save} busy={save.isPending} />
    </form>
  );
}

