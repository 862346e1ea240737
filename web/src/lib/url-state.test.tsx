import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { useUrlState } from './url-state';

/** A list with a status filter (default "open") and a page, shown and changed through its address. */
function StatusList({ pageKey }: { pageKey?: string }) {
  const { values, page, update } = useUrlState({ defaults: { status: 'open', q: '' }, pageKey });
  return (
    <>
      <p>
        status {values.status}, query “{values.q}”, page {page}
      </p>
      <button onClick={() => update({ status: 'closed' })}>Closed</button>
      <button onClick={() => update({ status: 'open' })}>Open</button>
      <button onClick={() => update({ q: 'ab' }, { replace: true })}>Type</button>
      <button onClick={() => update({ [pageKey ?? 'page']: page + 1 })}>Next page</button>
    </>
  );
}

describe('useUrlState', () => {
  it('reads defaults for what the address leaves out, and anything but a page number ≥ 1 as page 1', async () => {
    await renderApp(<StatusList />, { url: '/?page=abc' });
    expect(screen.getByText('status open, query “”, page 1')).toBeInTheDocument();
  });

  it('keeps the page when the page changes; a filter change returns to page 1; defaults leave the address', async () => {
    const { user, router } = await renderApp(<StatusList />, { url: '/?page=2' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=3');

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(screen.getByText('status closed, query “”, page 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(router.state.location.search).toBe('');
  });

  it('each change is a history entry that Back undoes, except a replace', async () => {
    const { user, router } = await renderApp(<StatusList />);
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(router.state.historyAction).toBe('PUSH');
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?status=closed&q=ab');
    await router.navigate(-1);
    expect(await screen.findByText('status open, query “”, page 1')).toBeInTheDocument();
  });

  it('lists sharing a page keep their own page: one list’s filter leaves another’s page alone', async () => {
    const { user, router } = await renderApp(<StatusList pageKey="partners" />, {
      url: '/?partners=4&page=2',
    });
    expect(screen.getByText('status open, query “”, page 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(router.state.location.search).toBe('?page=2&status=closed');
  });
});
