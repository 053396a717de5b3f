import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESSIBILITY_STORAGE_KEY, DEFAULT_ACCESSIBILITY_PREFERENCES } from '@mt/shared';
import { useAccessibilityStore } from '../accessibility-store';
import { AccessibilityTrigger } from './accessibility-trigger';
import { AccessibilityWidget } from './accessibility-widget';

/** What the root layout and the header put on every page: the trigger in the bar, the widget below. */
function Page() {
  return (
    <>
      <AccessibilityTrigger placement="bar" />
      <AccessibilityWidget />
    </>
  );
}

const html = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  useAccessibilityStore.setState({ preferences: { ...DEFAULT_ACCESSIBILITY_PREFERENCES }, panelOpen: false });
  localStorage.clear();
});

describe('AccessibilityWidget', () => {
  it('opens and closes with Ctrl+Alt+A from anywhere', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog', { name: 'Accessibility' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA', ctrlKey: true, altKey: true });
    expect(await screen.findByRole('dialog', { name: 'Accessibility' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(window, { key: 'å', code: 'KeyA', ctrlKey: true, altKey: true });
    expect(screen.queryByRole('dialog', { name: 'Accessibility' })).not.toBeInTheDocument();
    // Focus returns to the button rather than being lost.
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toHaveFocus();
  });

  it('gives focus back to where it was when the shortcut opened and closed the panel', async () => {
    render(
      <>
        <a href="#somewhere">A link on the page</a>
        <Page />
      </>,
    );
    const link = screen.getByRole('link', { name: 'A link on the page' });
    link.focus();
    fireEvent.keyDown(link, { key: 'a', code: 'KeyA', ctrlKey: true, altKey: true });
    const panel = await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(panel).toHaveFocus();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('announces its shortcut on the trigger and in the panel', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Accessibility options' });
    expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+A');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    // In the bar the icon alone, named and with its tooltip (docs/decisions/0039: the bar holds the currency picker too).
    expect(trigger).toHaveAttribute('title', 'Accessibility options (Ctrl+Alt+A)');
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Shortcut: Ctrl+Alt+A opens and closes this panel.');
  });

  it('ignores A without both modifiers', () => {
    render(<Page />);
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA', ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes text size in 10% steps, stops at 150%, and saves the four fields', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    const increase = await screen.findByRole('button', { name: 'Increase text size' });
    expect(screen.getByText('100%')).toBeInTheDocument();
    for (let i = 0; i < 6; i++) if (!(increase as HTMLButtonElement).disabled) await user.click(increase);
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(increase).toBeDisabled();
    expect(html.style.getPropertyValue('--a11y-text-scale')).toBe('1.5');
    expect(stored()).toEqual({ textSizeMultiplier: 1.5, currentContrast: 'default', reduceMotion: false, showReadingGuide: false });
  });

  it('disables decrease at 80%', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    const decrease = await screen.findByRole('button', { name: 'Decrease text size' });
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(decrease).toBeDisabled();
  });

  it('switches contrast, motion and the reading guide, and resets everything', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));

    expect(await screen.findByRole('radio', { name: 'Default' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'High contrast' }));
    expect(screen.getByRole('radio', { name: 'High contrast' })).toHaveAttribute('aria-checked', 'true');
    expect(html).toHaveClass('a11y-contrast-high');
    // Arrow keys move through the radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Negative' })).toHaveAttribute('aria-checked', 'true');
    expect(html).toHaveClass('a11y-contrast-negative');
    expect(html).not.toHaveClass('a11y-contrast-high');

    await user.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    expect(html).toHaveClass('a11y-reduce-motion');
    await user.click(screen.getByRole('switch', { name: 'Reading guide' }));
    // The guide loads apart, for those who turn it on.
    expect(await screen.findByTestId('reading-guide')).toHaveAttribute('aria-hidden', 'true');
    expect(stored()).toEqual({ textSizeMultiplier: 1, currentContrast: 'negative', reduceMotion: true, showReadingGuide: true });

    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(stored()).toEqual(DEFAULT_ACCESSIBILITY_PREFERENCES);
    expect(html).not.toHaveClass('a11y-contrast-negative');
    expect(html).not.toHaveClass('a11y-reduce-motion');
    expect(screen.queryByTestId('reading-guide')).not.toBeInTheDocument();
  });

  it('moves the reading guide with the mouse', async () => {
    useAccessibilityStore.setState({ preferences: { ...DEFAULT_ACCESSIBILITY_PREFERENCES, showReadingGuide: true } });
    render(<Page />);
    const guide = await screen.findByTestId('reading-guide');
    fireEvent.mouseMove(window, { clientY: 240 });
    expect(guide.style.transform).toBe('translateY(240px)');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    await screen.findByRole('dialog', { name: 'Accessibility' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toHaveFocus();
  });
});
