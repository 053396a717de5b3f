import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BLOG_COVER_FIELD, adminTexts, blogEndpoints, type BlogPostFields } from '@mt/shared';
import { callApi } from '@/lib/call-api';

export interface BlogPostForm extends Omit<BlogPostFields, 'remove_featured_image'> {
  cover: File | null;
  removeCover: boolean;
}

/** The post form as multipart: text fields plus the cover image when one was chosen. */
export function blogPostFormData(form: BlogPostForm): FormData {
  const data = new FormData();
  data.set('title', form.title);
  data.set('category', form.category);
  data.set('excerpt', form.excerpt);
  data.set('content', form.content);
  if (form.status) data.set('status', form.status);
  if (form.cover) data.set(BLOG_COVER_FIELD, form.cover);
  else if (form.removeCover) data.set('remove_featured_image', 'true');
  return data;
}

/** POST /api/blog (new) or PUT /api/blog/{id} (edit), multipart. */
export const saveBlogPost = ({ id, form }: { id: number | null; form: BlogPostForm }) => {
  const body = blogPostFormData(form);
  const auth = adminTexts.authRequired;
  return id === null ? callApi(blogEndpoints.create, { body, auth }) : callApi(blogEndpoints.update, { params: { id }, body, auth });
};

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlogPost,
    // The admin list and every public blog page may show this post.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blog'] }),
  });
}
