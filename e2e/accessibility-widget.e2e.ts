/** The accessibility widget (spec 1 sections 2 and 9): text size, contrast, motion, saved locally. */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './support/browser';

const browser = useBrowser();
const STORAGE_KEY = 'accessibilityPreferences';

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
});
