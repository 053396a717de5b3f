/** The Blog tab: an admin writes a post, publishes it, unpublishes it and deletes it; the public blog follows every step. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { blogAdminTexts, blogTexts } from '@mt/shared';
import { createApi, uniqueSuffix } from './support/api';
import { useBrowser } from './support/browser';
import { expectResponsiveImg } from './support/responsive-images';
import { saveScreenshot } from './support/screenshots';
import { button, field, heading1 } from './support/ui';

const api = createApi();
const browser = useBrowser();

/** The dashboard's banner with this text (success banners are role=status). */
const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Whether the public blog list (as a visitor) shows a post with this title. */
async function publicListShows(visitor: Page, title: string): Promise<boolean> {
  await visitor.goto('/blog');
  await heading1(visitor, blogTexts.title).waitFor();
  await visitor.waitForLoadState('networkidle');
  return (await visitor.getByRole('link', { name: title, exact: true }).count()) > 0;
}

describe('blog management', () => {
  it('writes, publishes, unpublishes and deletes a post; the public blog follows and shows HTML as text', async () => {
    const title = `Packing for the unknown ${uniqueSuffix()}`;
    const admin = await api.admin();
    const page = await browser.newPage({ session: admin });
    const visitor = await browser.newPage();
    await page.goto('/admin/dashboard?tab=blog');
    await page.getByRole('heading', { name: blogAdminTexts.title }).waitFor();

    await button(page, blogAdminTexts.createNew).click();
    const dialog = page.getByRole('dialog', { name: blogAdminTexts.createTitle });
    await field(dialog, blogAdminTexts.fieldTitle).fill(title);
    await field(dialog, blogAdminTexts.fieldCategory).selectOption('Travel Tips');
    await field(dialog, blogAdminTexts.fieldExcerpt).fill('What to bring when you do not know where you are going.');
    await field(dialog, blogAdminTexts.fieldContent).fill('## Layers\n\nBring **layers**. <script>window.__blogPwned = true</script>');
    // Wider than 320px, so the pipeline stores smaller widths beside it for the srcset.
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0f766e' } }).png().toBuffer();
    await field(dialog, blogAdminTexts.fieldCoverImage).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await button(dialog, blogAdminTexts.save).click();
    await banner(page, blogAdminTexts.created).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft', { exact: true }).waitFor();
    expect(await publicListShows(visitor, title)).toBe(false);

    await row.getByRole('button', { name: `${blogAdminTexts.publish}: ${title}` }).click();
    await banner(page, 'Post has been published.').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    await saveScreenshot(page, 'admin-blog--published');
    expect(await publicListShows(visitor, title)).toBe(true);
    await visitor.getByRole('link', { name: title, exact: true }).click();
    await heading1(visitor, title).waitFor();
    // Raw HTML in the markdown is shown as text, never run.
    await visitor.getByText('<script>window.__blogPwned = true</script>').waitFor();
    expect(await visitor.evaluate(() => (window as { __blogPwned?: boolean }).__blogPwned)).toBeUndefined();
    expect(await expectResponsiveImg(visitor.locator('article img').first(), 'blog')).toMatch(/-800x450\.webp$/);
    const postUrl = new URL(visitor.url()).pathname;
    await saveScreenshot(visitor, 'admin-blog--public-post');

    await row.getByRole('button', { name: `${blogAdminTexts.unpublish}: ${title}` }).click();
    await banner(page, 'Post has been draft.').waitFor();
    expect(await publicListShows(visitor, title)).toBe(false);
    await visitor.goto(postUrl);
    await heading1(visitor, blogTexts.postNotFound).waitFor();

    await row.getByRole('button', { name: `${blogAdminTexts.delete}: ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(blogAdminTexts.confirmDelete).waitFor();
    await button(confirm, blogAdminTexts.delete).click();
    await banner(page, blogAdminTexts.deletedNotice).waitFor();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: title }).count()).toBe(0);
  });
});
