import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ACCESSIBILITY_PREFERENCES } from '@mt/shared';
import { useAccessibilityStore } from '../accessibility-store';
import { AccessibilityTrigger } from './accessibility-trigger';
import { AccessibilityWidget } from './accessibility-widget';

beforeEach(() => {
  useAccessibilityStore.setState({ preferences: { ...DEFAULT_ACCESSIBILITY_PREFERENCES }, panelOpen: false });
});

/** A stand-in for the site's mobile menu: a disclosure whose content goes away when it closes. */
function MenuWithTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-controls="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        Open menu
      </button>
      <div id="menu">{open && <AccessibilityTrigger placement="menu" onActivate={() => setOpen(false)} />}</div>
      <AccessibilityWidget />
    </>
  );
}

describe('AccessibilityTrigger', () => {
  it('in the bar: toggles the panel and says whether it is open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AccessibilityTrigger placement="bar" />
        <AccessibilityWidget />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Accessibility options' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the mobile menu: closes the menu, opens the panel, and on Escape gives focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<MenuWithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));

    const panel = await screen.findByRole('dialog', { name: 'Accessibility' });
    expect(panel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Accessibility options' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('in the mobile menu: keeps the panel open when chosen again', async () => {
    const user = userEvent.setup();
    useAccessibilityStore.setState({ panelOpen: true });
    render(<MenuWithTrigger />);
    await screen.findByRole('dialog', { name: 'Accessibility' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    expect(screen.getByRole('dialog', { name: 'Accessibility' })).toBeInTheDocument();
  });
});
