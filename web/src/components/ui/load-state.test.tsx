import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { LoadState } from './load-state';

const labels = {
  loading: 'Loading statistics…',
  error: 'Statistics could not be loaded.',
  retry: 'Try again',
};

describe('LoadState', () => {
  it('shows the loading line while the query loads', async () => {
    await renderApp(<LoadState query={{ isPending: true, isError: false, refetch: vi.fn() }} {...labels} />);
    expect(screen.getByText('Loading statistics…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a failure and loads again when Try again is pressed', async () => {
    const refetch = vi.fn();
    const { user } = await renderApp(
      <LoadState query={{ isPending: false, isError: true, refetch }} {...labels} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Statistics could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing once the data is there', async () => {
    const { container } = await renderApp(
      <LoadState query={{ isPending: false, isError: false, refetch: vi.fn() }} {...labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
