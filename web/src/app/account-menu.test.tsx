import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { AccountMenu } from './account-menu';

const renderMenu = (options: { isAdmin?: boolean; lang?: 'en' | 'da'; onLogout?: () => void } = {}) =>
  renderApp(
    <AccountMenu name="Sofie" isAdmin={options.isAdmin ?? false} onLogout={options.onLogout ?? (() => {})} />,
    { lang: options.lang },
  );

describe('AccountMenu (WAI-ARIA menu button)', () => {
  it('opens from the keyboard with focus on the first item; arrows, Home and End wrap around the items', async () => {
    const { user } = await renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu for Sofie' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(profile).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
  });

  it('ArrowUp on the button opens the menu at its last item', async () => {
    const { user } = await renderMenu();
    screen.getByRole('button', { name: 'Account menu for Sofie' }).focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
  });

  it('Escape closes the menu and gives focus back to the button', async () => {
    const { user } = await renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu for Sofie' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside closes it; Logout closes it and signs out', async () => {
    const onLogout = vi.fn();
    const { user } = await renderMenu({ onLogout });
    const button = screen.getByRole('button', { name: 'Account menu for Sofie' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on hover; a click after hovering keeps it open, and leaving closes only what hover opened', async () => {
    const { user } = await renderMenu();
    const button = screen.getByRole('button', { name: 'Account menu for Sofie' });
    await user.hover(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.unhover(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.hover(button);
    await user.click(button);
    await user.unhover(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('leads an operator to the back-office, in Danish too', async () => {
    const { user } = await renderMenu({ isAdmin: true, lang: 'da' });
    await user.click(screen.getByRole('button', { name: 'Kontomenu for Sofie' }));
    expect(screen.getByRole('menuitem', { name: 'Backoffice' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('menuitem', { name: 'Log ud' })).toBeInTheDocument();
  });
});
