import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Pager } from './pager';

function PagedList({ totalPages, loading = false }: { totalPages: number; loading?: boolean }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} totalPages={totalPages} loading={loading} onChange={setPage} />;
}

describe('Pager', () => {
  it('walks from the first page to the last, disabling Previous and Next at the ends', async () => {
    const { user } = await renderApp(<PagedList totalPages={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('disables both buttons while the next page loads', async () => {
    const onChange = vi.fn();
    await renderApp(<Pager page={2} totalPages={3} loading onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is left out for a list that fits on one page, or has none', async () => {
    for (const totalPages of [0, 1]) {
      const { unmount } = await renderApp(<Pager page={1} totalPages={totalPages} onChange={() => {}} />);
      expect(screen.queryByRole('navigation')).toBeNull();
      unmount();
    }
  });

  it('still leads back from a page past the end of a list that shrank to one page', async () => {
    await renderApp(<Pager page={2} totalPages={1} onChange={() => {}} />);
    expect(screen.getByText('Page 2 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('speaks Danish in Danish', async () => {
    await renderApp(<Pager page={2} totalPages={5} onChange={() => {}} />, { lang: 'da' });
    expect(screen.getByRole('navigation', { name: 'Sidenavigation' })).toHaveTextContent('Side 2 af 5');
    expect(screen.getByRole('button', { name: 'Forrige' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Næste' })).toBeEnabled();
  });
});
