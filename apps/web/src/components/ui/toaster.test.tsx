// @fresh-modules: the toaster must not have loaded sonner before this file asks for a toast.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('renders nothing, and so downloads nothing, until a toast is asked for; then shows it', async () => {
    await import('sonner'); // cached, so that a toaster rendered too early would mount within the wait below
    render(<Toaster />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();
    toast.success('Preferences saved');
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
