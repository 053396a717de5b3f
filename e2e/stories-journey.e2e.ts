/**
 * Traveller stories (issue 3): a traveller posts a story with a cover and photos, likes it and comments;
 * another visitor sees all of it, as text, and a shared link carries the story's own preview.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApi, uniqueSuffix, type Account } from './support/api';
import { useBrowser, waitForPath } from './support/browser';
import { pngFile } from './support/images';
import { expectResponsiveImg, storedImagePath } from './support/responsive-images';
import { button, field, heading1 } from './support/ui';

const api = createApi();
const browser = useBrowser();
let author: Account;

interface StoryDto {
  id: number;
  title: string;
  cover_image: string | null;
  media_gallery: string[];
  like_count: number;
}

beforeAll(async () => {
  author = await api.registerTraveller({ name: `Zawadi ${uniqueSuffix()}` });
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** Markup a careless page would run; ours must show it as the characters typed. */
const HOSTILE = '<img src=x onerror="window.__xss=1"><b>not bold</b>';

/** Opens a page with reduced motion, so the slideshow stays where the visitor put it. */
async function openStill(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
}

describe('a traveller shares a story and another visitor reads it', () => {
  const suffix = uniqueSuffix();
  const title = `Dawn over the Okavango ${suffix}`;
  const destination = `Okavango Delta ${suffix}`;
  const content = `We drifted past hippos at first light. ${HOSTILE}\n\nThe guide poled us home through the reeds.`;
  const comment = `Beautiful! ${HOSTILE}`;
  let story: StoryDto;

  it('posts the story with a cover and two photos from the Share Your Story form', async () => {
    const page = await browser.newPage({ session: author });
    await page.goto('/stories');
    await heading1(page, 'Traveller Stories').waitFor();
    await button(page, 'Share Your Story').click();
    const form = page.getByRole('dialog', { name: 'Share Your Story' });
    await field(form, 'Title').fill(title);
    await field(form, 'Destination').fill(destination);
    await field(form, 'Trip date').fill(daysAgo(30));
    await field(form, 'Trip type').selectOption('Adventure');
    await field(form, 'Rating').selectOption('5');
    await field(form, 'Your story').fill(content);
    await field(form, 'Highlights').fill('Hippos at dawn');
    await field(form, 'Highlights').press('Enter');
    // Wider than 320px, so the pipeline stores smaller widths beside it for the srcset.
    await field(form, 'Cover image').setInputFiles(pngFile('cover.png', [30, 110, 90], 800, 500));
    // Additional photos upload as soon as they are chosen.
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/stories/upload-media'));
    await field(form, 'Additional photos').setInputFiles([pngFile('reeds.png', [200, 170, 60]), pngFile('hippo.png', [90, 60, 140])]);
    expect((await uploaded).status()).toBe(200);
    await form.getByRole('img', { name: 'Uploaded photo 2' }).waitFor();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/stories') && r.request().method() === 'POST');
    await button(form, 'Share Story').click();
    const response = await created;
    expect(response.status()).toBe(201);
    story = ((await response.json()) as { data: { data: StoryDto } }).data.data;
    expect(story.media_gallery).toHaveLength(2);
    expect(story.cover_image).toMatch(storedImagePath('stories'));

    await page.getByText('Your story has been submitted successfully!').waitFor();
    await page.getByText('Thank you for sharing your story! It is now live.').waitFor();
    await form.waitFor({ state: 'hidden' });
    // The list shows it at once, and its destination becomes a filter.
    await page.getByRole('link', { name: title, exact: true }).first().waitFor();
    await field(page, 'Destination').selectOption(destination);
    await page.getByText('1 story found').waitFor();
    await page.getByRole('button', { name: `Remove filter Destination: ${destination}` }).waitFor();
    // Its card shows the cover as stored, with the smaller widths and its size.
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    expect(await expectResponsiveImg(card.locator('img').first(), 'stories')).toBe(story.cover_image);
  });

  it('the author likes the story once and comments on it', async () => {
    const page = await browser.newPage({ session: author });
    await openStill(page, `/stories/${story.id}`);
    await heading1(page, title).waitFor();
    const like = page.getByRole('button', { name: new RegExp(`^(Like|Unlike) “${title}”`) });
    expect(await like.getAttribute('aria-label')).toBe(`Like “${title}”, 0 likes`);
    const liked = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${story.id}/like`));
    await like.click();
    expect((await (await liked).json()) as unknown).toEqual({ success: true, data: { like_count: 1, userHasLiked: true } });
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    // Liking again through the API (a double submit) still counts one like.
    const again = await api.request<{ data: { like_count: number } }>('POST', `/stories/${story.id}/like`, { token: author.token, body: { action: 'like' } });
    expect(again.body.data.like_count).toBe(1);

    await page.getByLabel('Your comment').fill(comment);
    await button(page, 'Post Comment').click();
    await page.getByText('Comment added!').waitFor();
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();

    await page.reload();
    await heading1(page, title).waitFor();
    expect(await like.getAttribute('aria-label')).toBe(`Unlike “${title}”, 1 like`);
  });

  it('another visitor sees the story, its photos, the like and the comment, all as plain text', async () => {
    const page = await browser.newPage();
    await openStill(page, '/stories');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await card.getByRole('link', { name: 'Photo 2 of 2' }).click();
    await waitForPath(page, `/stories/${story.id}?image=1`);
    await heading1(page, title).waitFor();

    const gallery = page.getByRole('region', { name: `Photos of ${title}` });
    await gallery.getByText('2 / 2').waitFor();
    expect(await gallery.getByRole('img', { name: 'Photo 2 of 2' }).getAttribute('src')).toBe(story.media_gallery[1]);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await gallery.getByText('1 / 2').waitFor();

    expect(await page.getByRole('button', { name: new RegExp(`Like “${title}”`) }).getAttribute('aria-label')).toBe(`Like “${title}”, 1 like`);
    await page.getByText(comment, { exact: true }).waitFor();
    expect(await page.getByText(/We drifted past hippos/).textContent()).toContain(HOSTILE);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('main b, main img[src="x"]').count()).toBe(0);

    // Liking needs an account: the visitor is sent to sign in and would come back here.
    await page.getByRole('button', { name: new RegExp(`Like “${title}”`) }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent(`/stories/${story.id}?image=1`)}`);
  });

  it('a shared link carries the story’s own title, description and image; the image is cached for a year', async () => {
    const res = await fetch(`${browser.baseURL}/stories/${story.id}`);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="${title} – Mystery Trips" />`);
    expect(html).toContain('<meta property="og:description" content="We drifted past hippos at first light. &lt;img');
    // Absolute, on the site's public address (PUBLIC_URL), which may name the host differently from the test.
    const ogImage = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];
    expect(ogImage).toMatch(new RegExp(`^https?://[^/]+${story.cover_image!.replace(/[.]/g, '\\.')}$`));
    expect(html).not.toContain(HOSTILE);

    const image = await fetch(`${browser.baseURL}${story.cover_image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
