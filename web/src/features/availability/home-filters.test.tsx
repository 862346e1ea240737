import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { AvailableNowFilter } from './available-now-filter';
import { VerifiedPhotosFilter } from '../trust';

function Filters() {
  const [now, setNow] = useState(false);
  const [verified, setVerified] = useState(true);
  return (
    <form aria-label="filters">
      <AvailableNowFilter checked={now} onChange={setNow} />
      <VerifiedPhotosFilter checked={verified} onChange={setVerified} />
    </form>
  );
}

describe('home filter checkboxes', () => {
  it('are labelled checkboxes that send their own field name and follow clicks', async () => {
    const { user } = await renderApp(<Filters />);
    const now = screen.getByRole('checkbox', { name: 'Available now' });
    const verified = screen.getByRole('checkbox', { name: 'Verified photos' });
    expect(now).toHaveAttribute('name', 'now');
    expect(verified).toHaveAttribute('name', 'verified');
    expect(now).not.toBeChecked();
    expect(verified).toBeChecked();

    await user.click(screen.getByText('Available now'));
    await user.click(verified);
    expect(now).toBeChecked();
    expect(verified).not.toBeChecked();
  });
});
