/**
 * The accessibility widget (spec 1 sections 2 and 9): text size, contrast, motion, saved locally.
 * Its way in sits in the header (and the mobile menu), never over the page (issue 20, decision 0025).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createApi } from './support/api';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const api = createApi();
const STORAGE_KEY = 'accessibilityPreferences';
const PHONE = { width: 390, height: 844 } as const;
/** A service card's title (its heading level follows the page's outline). */
const CARD_TITLE = 'article :is(h2, h3)';
/** Saved preferences with the text at 150 %, the largest the panel offers. */
const AT_150 = { [STORAGE_KEY]: JSON.stringify({ textSizeMultiplier: 1.5, currentContrast: 'default', reduceMotion: true, showReadingGuide: false }) };

/** The panel: a dialog (or region) named "Accessibility". */
const panelOf = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Accessibility', exact: true })
    .or(page.getByRole('region', { name: 'Accessibility', exact: true }));

/** A control that may be a button (aria-pressed), a switch, a checkbox or a radio. */
const control = (scope: Locator, name: string) =>
  scope
    .getByRole('button', { name, exact: true })
    .or(scope.getByRole('switch', { name, exact: true }))
    .or(scope.getByRole('checkbox', { name, exact: true }))
    .or(scope.getByRole('radio', { name, exact: true }));

async function isOn(el: Locator): Promise<boolean> {
  for (const attr of ['aria-pressed', 'aria-checked']) {
    const v = await el.getAttribute(attr);
    if (v !== null) return v === 'true';
  }
  return el.isChecked();
}

const htmlState = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return {
      scaleVar: html.style.getPropertyValue('--a11y-text-scale').trim() || getComputedStyle(html).getPropertyValue('--a11y-text-scale').trim(),
      fontSize: parseFloat(getComputedStyle(html).fontSize),
      classes: [...html.classList],
    };
  });

const storedPrefs = async (page: Page) =>
  JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? 'null') as Record<string, unknown> | null;

/** Scale applied to the page: the CSS variable if set, else computed html font-size against the default. */
function appliedScale(state: { scaleVar: string; fontSize: number }, defaultFontSize: number) {
  return state.scaleVar ? Number(state.scaleVar) : state.fontSize / defaultFontSize;
}

/**
 * The elements matching `selector` that something else is drawn over. Each is scrolled to the top,
 * the middle and the bottom of the viewport (a floating button covers whatever passes its corner),
 * and each time the topmost element at every point of a fine grid over it must be the element itself
 * or inside it. (The grid keeps 4 px from the edges: a rounded, clipped table corner would count.)
 */
const coveredElements = (page: Page, selector: string) =>
  page.evaluate(async (sel) => {
    const covered: string[] = [];
    const positions: ScrollLogicalPosition[] = ['start', 'center', 'end'];
    for (const [el, block] of [...document.querySelectorAll<HTMLElement>(sel)].flatMap((e) => positions.map((b) => [e, b] as const))) {
      el.scrollIntoView({ block, inline: 'nearest' });
      await new Promise(requestAnimationFrame);
      const r = el.getBoundingClientRect();
      // A grid about 10 px apart, 4 px in from the edges.
      const along = (from: number, to: number) => {
        const n = Math.max(1, Math.ceil((to - from) / 10));
        return Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
      };
      const points = along(r.left + 4, r.right - 4).flatMap((x) => along(r.top + 4, r.bottom - 4).map((y) => [x, y] as const));
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== el && !el.contains(hit)) {
          covered.push(`${el.textContent?.trim().slice(0, 40)} (${block}) under <${hit.tagName.toLowerCase()} ${hit.getAttribute('aria-label') ?? hit.className}>`);
          break;
        }
      }
    }
    return covered;
  }, selector);

/** Boxes of the accessibility buttons that are shown, in page coordinates. */
const visibleTriggerBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button[aria-label="Accessibility options"]')]
      .filter((b) => b.checkVisibility())
      .map((b) => {
        const r = b.getBoundingClientRect();
        return { left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY };
      }),
  );

const pageBoxes = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY };
      }),
    selector,
  );

type Box = { left: number; top: number; right: number; bottom: number };
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The panel's box against the viewport, and whether its content overflows it (then it must scroll). */
const panelFit = (panel: Locator) =>
  panel.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
      scrollsWhenNeeded: el.scrollHeight <= el.clientHeight + 1 || ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
      contentWiderThanPanel: el.scrollWidth > el.clientWidth + 1,
    };
  });

/** The last control of the panel can be reached (scrolled to inside it) and used. */
async function resetFromTheBottomOfThePanel(page: Page, panel: Locator) {
  const reset = control(panel, 'Reset all');
  await reset.scrollIntoViewIfNeeded();
  const box = await reset.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  await reset.click();
  await panel.getByText('100%', { exact: true }).waitFor();
}

describe('accessibility widget', () => {
  it('changes text size, contrast and motion, keeps them over a reload, resets, and toggles with Ctrl+Alt+A', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const before = await htmlState(page);
    const defaultFontSize = before.fontSize;
    expect(appliedScale(before, defaultFontSize)).toBeCloseTo(1, 2);

    // Open with the button.
    await page.getByRole('button', { name: 'Accessibility options' }).click();
    const panel = panelOf(page);
    await panel.waitFor();
    await panel.getByText('100%', { exact: true }).waitFor();

    // Text size 100% -> 120%.
    await control(panel, 'Increase text size').click();
    await panel.getByText('110%', { exact: true }).waitFor();
    await control(panel, 'Increase text size').click();
    await panel.getByText('120%', { exact: true }).waitFor();
    const larger = await htmlState(page);
    expect(appliedScale(larger, defaultFontSize)).toBeCloseTo(1.2, 2);
    if (larger.scaleVar) expect(larger.scaleVar).toBe('1.2');
    // The text really is larger, whichever way it is applied.
    expect(larger.fontSize).toBeCloseTo(defaultFontSize * 1.2, 0);

    // High contrast and reduced motion.
    await control(panel, 'High contrast').click();
    expect((await htmlState(page)).classes).toContain('a11y-contrast-high');
    const motion = control(panel, 'Reduce motion');
    await motion.click();
    expect(await isOn(motion)).toBe(true);

    const saved = await storedPrefs(page);
    expect(Object.keys(saved ?? {}).sort()).toEqual(['currentContrast', 'reduceMotion', 'showReadingGuide', 'textSizeMultiplier']);
    expect(saved).toMatchObject({ currentContrast: 'high', reduceMotion: true, showReadingGuide: false });
    expect(Number(saved?.textSizeMultiplier)).toBeCloseTo(1.2, 5);

    // Reload: the page comes back with the same settings.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const reloaded = await htmlState(page);
    expect(appliedScale(reloaded, defaultFontSize)).toBeCloseTo(1.2, 2);
    expect(reloaded.classes).toContain('a11y-contrast-high');
    // Ctrl+Alt+A opens the panel, which shows the kept settings.
    if (!(await panel.isVisible())) await page.keyboard.press('Control+Alt+KeyA');
    await panel.waitFor();
    await panel.getByText('120%', { exact: true }).waitFor();
    expect(await isOn(control(panel, 'Reduce motion'))).toBe(true);

    // Reset all.
    await control(panel, 'Reset all').click();
    await panel.getByText('100%', { exact: true }).waitFor();
    const reset = await htmlState(page);
    expect(appliedScale(reset, defaultFontSize)).toBeCloseTo(1, 2);
    expect(reset.classes.filter((c) => c.startsWith('a11y-contrast-') && c !== 'a11y-contrast-default')).toEqual([]);
    expect(await isOn(control(panel, 'Reduce motion'))).toBe(false);
    expect(await storedPrefs(page)).toMatchObject({ textSizeMultiplier: 1, currentContrast: 'default', reduceMotion: false });

    // Ctrl+Alt+A closes it, and opens it again.
    await page.keyboard.press('Control+Alt+KeyA');
    await panel.waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+Alt+KeyA');
    await panel.waitFor();
    await page.keyboard.press('Control+Alt+KeyA');
    await panel.waitFor({ state: 'hidden' });
  });

  it('keeps text size within 80%..150%', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Accessibility options' }).click();
    const panel = panelOf(page);
    await panel.waitFor();
    const increase = control(panel, 'Increase text size');
    for (let i = 0; i < 5; i++) await increase.click();
    await panel.getByText('150%', { exact: true }).waitFor();
    if (await increase.isEnabled()) await increase.click();
    await panel.getByText('150%', { exact: true }).waitFor();
    const decrease = control(panel, 'Decrease text size');
    for (let i = 0; i < 7; i++) await decrease.click();
    await panel.getByText('80%', { exact: true }).waitFor();
    if (await decrease.isEnabled()) await decrease.click();
    await panel.getByText('80%', { exact: true }).waitFor();
    expect(Number((await storedPrefs(page))?.textSizeMultiplier)).toBeCloseTo(0.8, 5);
  });

  it('on a phone (390x844) covers no card title on /service-discovery, opens from the menu and fits at 150 % text', async () => {
    const page = await browser.newPage({ viewport: PHONE, localStorage: AT_150 });
    await page.goto('/service-discovery');
    const titles = page.locator(CARD_TITLE);
    await titles.first().waitFor();
    expect(await titles.count()).toBeGreaterThan(3);

    expect(await coveredElements(page, CARD_TITLE)).toEqual([]);
    const titleBoxes = await pageBoxes(page, CARD_TITLE);
    for (const trigger of await visibleTriggerBoxes(page)) expect(titleBoxes.filter((t) => intersects(trigger, t))).toEqual([]);

    // The way in on a phone: the menu's Accessibility row; the menu closes as the panel opens.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Accessibility options', exact: true }).filter({ visible: true }).click();
    const panel = panelOf(page);
    await panel.waitFor();
    await panel.getByText('150%', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await panelFit(panel)).toEqual({ inside: true, scrollsWhenNeeded: true, contentWiderThanPanel: false });
    await resetFromTheBottomOfThePanel(page, panel);

    // Escape closes it and puts focus back on the menu's button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
  });

  it('at 1280x720 with 150 % text opens under the header button, inside the viewport, with every control reachable', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, localStorage: AT_150 });
    await page.goto('/service-discovery');
    await page.locator(CARD_TITLE).first().waitFor();
    const trigger = page.getByRole('button', { name: 'Accessibility options', exact: true });
    expect(await trigger.getAttribute('aria-keyshortcuts')).toBe('Control+Alt+A');
    await trigger.click();
    const panel = panelOf(page);
    await panel.waitFor();
    await panel.getByText('150%', { exact: true }).waitFor();
    expect(await panelFit(panel)).toEqual({ inside: true, scrollsWhenNeeded: true, contentWiderThanPanel: false });
    const [triggerBox, panelBox] = [await trigger.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.y).toBeGreaterThanOrEqual(triggerBox!.y + triggerBox!.height);
    await resetFromTheBottomOfThePanel(page, panel);
  });

  it('covers no cell of the admin services table (1280x800)', async () => {
    const page = await browser.newPage({ session: await api.admin() });
    await page.goto('/admin/dashboard?tab=services');
    const cells = page.locator('table tbody td');
    await cells.first().waitFor();
    expect(await coveredElements(page, 'table tbody td')).toEqual([]);
    const cellBoxes = await pageBoxes(page, 'table tbody td');
    const triggers = await visibleTriggerBoxes(page);
    expect(triggers).toHaveLength(1);
    for (const trigger of triggers) expect(cellBoxes.filter((c) => intersects(trigger, c))).toEqual([]);
  });
});
