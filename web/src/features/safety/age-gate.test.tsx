import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { AGE_COOKIE, BootContext, cookieValue } from '../../lib/boot';
import { AGE_KEY, AgeGate } from './age-gate';

describe('AgeGate (the 18+ notice)', () => {
  it('asks a first-time visitor, with the confirmation focused, and remembers the answer', async () => {
    const { user } = await renderApp(<AgeGate />);
    const notice = await screen.findByRole('dialog', { name: 'Adults only (18+)' });
    const confirm = screen.getByRole('button', { name: 'I am 18 or older — enter' });
    expect(confirm).toHaveFocus();
    expect(notice).toHaveAccessibleDescription(/at least 18 years old/);
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', 'https://www.google.com');

    await user.click(confirm);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_KEY)).toBe('1');
    // The cookie tells the server not to render the notice on the next page.
    expect(cookieValue(document.cookie, AGE_COOKIE)).toBe('1');
  });

  it('is in the page the server renders for a new visitor, open before any script runs', () => {
    const html = (ageConfirmed: boolean) =>
      renderToString(
        <BootContext.Provider value={{ point: null, ageConfirmed, recentlyViewed: false }}>
          <MemoryRouter>
            <AgeGate />
          </MemoryRouter>
        </BootContext.Provider>,
      );
    expect(html(false)).toMatch(/<dialog open(="")?[ >][^>]*aria-labelledby="age-gate-title"/);
    expect(html(true)).toBe('');
  });

  it('offers the other language and switches to it in place', async () => {
    const { user } = await renderApp(<AgeGate />);
    await screen.findByRole('dialog', { name: 'Adults only (18+)' });
    const other = screen.getByRole('button', { name: 'Dansk' });
    expect(other).toHaveAttribute('lang', 'da');
    await user.click(other);
    expect(await screen.findByRole('dialog', { name: 'Kun for voksne (18+)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('does not ask again once answered, nor on the terms page', async () => {
    localStorage.setItem(AGE_KEY, '1');
    await renderApp(<AgeGate />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    localStorage.clear();
    await renderApp(<AgeGate />, { path: '/terms' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape does not dismiss it: a decision is required', async () => {
    await renderApp(<AgeGate />);
    const notice = await screen.findByRole('dialog', { name: 'Adults only (18+)' });
    // What the browser sends a modal dialog on Escape; refusing it keeps the dialog open.
    const escape = new Event('cancel', { cancelable: true });
    notice.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(notice).toHaveAttribute('open');
  });
});
