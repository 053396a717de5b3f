import { useEffect } from 'react';
import { pageTitle } from '@mt/shared';

/**
 * Sets the tab title for the current page ("Pricing – Mystery Trips"); screen readers announce it on
 * navigation. Pass `{ exact: true }` for a title that must not get the site-name suffix.
 */
export function useDocumentTitle(title: string, { exact = false }: { exact?: boolean } = {}) {
  useEffect(() => {
    document.title = exact ? title : pageTitle(title);
  }, [title, exact]);
}
