import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preferenceNeedsTexts as t } from '@mt/shared';
import { CountryMultiSelect } from './country-multi-select';

function Harness({ start = [] as string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <CountryMultiSelect value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('CountryMultiSelect (issue 19)', () => {
  it('filters by search, checks countries by label and removes them from their chips', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText(t.excludedCount(0))).toBeInTheDocument();
    await user.type(screen.getByLabelText(t.excludedSearch), 'ken');
    expect(screen.queryByLabelText('Morocco')).toBeNull();
    await user.click(screen.getByLabelText('Kenya'));
    await user.clear(screen.getByLabelText(t.excludedSearch));
    await user.click(screen.getByLabelText('Morocco'));
    expect(screen.getByTestId('value')).toHaveTextContent('KE,MA');
    expect(screen.getByText(t.excludedCount(2))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.excludedRemove('Kenya') }));
    expect(screen.getByTestId('value')).toHaveTextContent(/^MA$/);
    await user.type(screen.getByLabelText(t.excludedSearch), 'zzz');
    expect(screen.getByText(t.excludedNone)).toBeInTheDocument();
  });
});
