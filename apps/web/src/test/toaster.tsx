import { beforeAll, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { Toaster } from '@/components/ui/toaster';
import { loadToaster } from '@/lib/toast';

async function listenBeforeTests() {
  loadToaster();
  const view = render(<Toaster />);
  await screen.findByRole('region', { name: /notifications/i });
  view.unmount();
}

/**
 * Gives each test of the file its own toasts. Two things would carry them over:
 * - lib/toast holds the toasts asked for before the first <Toaster> has loaded sonner and hands them to
 *   the first one that listens, which can be a later test's; loading one before the tests avoids it;
 * - sonner keeps toasts in module state and shows every active one to a toaster that mounts; they are
 *   dismissed before each test, when no toaster is mounted, so that no dismissal timer of sonner's
 *   (requestAnimationFrame, then 200 ms) can outlive the test and fire after jsdom is gone.
 */
export function isolateToasts() {
  beforeAll(listenBeforeTests);
  beforeEach(() => void sonner.dismiss());
}
