import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentForm } from './comment-form';

describe('CommentForm', () => {
  it('keeps submit disabled while the text is blank after trimming', async () => {
    const onSubmit = vi.fn();
    render(<CommentForm onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Post Comment' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your comment'), '   ');
    expect(button).toBeDisabled();
    // Even a forced submit (Enter in a form) is ignored.
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed text and clears the field', async () => {
    const onSubmit = vi.fn();
    render(<CommentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Your comment'), '  Lovely!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(onSubmit).toHaveBeenCalledWith('Lovely!');
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });
});
