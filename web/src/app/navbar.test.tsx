import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../lib/session';
import { answerApi, ok } from '../test/network';
import { renderApp } from '../test/render';
import { Navbar } from './navbar';

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Menu' })[0]!;
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Navbar', () => {
  it('offers sign-in and registration to a visitor, and no packages', async () => {
    await renderApp(<Navbar />);
    expect(linkNames(desktopNav())).toEqual([
      'Home',
      'About Us',
      'Adverts',
      'Favourites',
      'Sign in',
      'Registration',
    ]);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('offers packages and the account menu to a signed-in advertiser; Logout revokes the token and signs out', async () => {
    setSession({ authToken: 'token-1', name: 'Sofie', role: 'advertiser', userId: '7' });
    const sent = answerApi({ 'POST /api/auth/logout': ok({}) });
    const { user } = await renderApp(<Navbar />, { lang: 'da' });
    expect(linkNames(desktopNav())).toEqual(['Hjem', 'Pakker', 'Om os', 'Annoncer', 'Favoritter']);

    await user.click(screen.getByRole('button', { name: 'Kontomenu for Sofie' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log ud' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(sent.map((r) => [r.method, r.url.pathname, r.headers.get('Authorization')])).toEqual([
      ['POST', '/api/auth/logout', 'Bearer token-1'],
    ]);
    expect(getSession()).toEqual({});
    // The language is not session data: it stays.
    expect(localStorage.getItem('lang')).toBe('da');
  });

  it('an operator gets the back-office instead of packages', async () => {
    setSession({ authToken: 'token-2', name: 'Ops', role: 'admin' });
    await renderApp(<Navbar />);
    const names = linkNames(desktopNav());
    expect(names).toContain('Back-office');
    expect(names).not.toContain('Packages');
  });

  it('the phone menu opens and closes from its button, and closes when a link is followed', async () => {
    // The navbar stays on every page, as in the layout.
    const { user, router } = await renderApp(<Navbar />, { path: '/*' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const phoneMenu = document.getElementById('mobile-menu')!;
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');

    await user.click(within(phoneMenu).getByRole('link', { name: 'About Us' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
