import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { LanguageSwitch } from './language-switch';

function WithHeading() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('nav.home')}</h1>
      <LanguageSwitch />
    </>
  );
}

describe('LanguageSwitch', () => {
  it('switches the whole page to Danish at once, remembers the choice and sets the document language', async () => {
    const { user } = await renderApp(<WithHeading />);
    const english = screen.getByRole('button', { name: 'Switch language to English' });
    const danish = screen.getByRole('button', { name: 'Switch language to Dansk' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(danish).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');

    await user.click(danish);

    expect(screen.getByRole('heading')).toHaveTextContent('Hjem');
    expect(screen.getByRole('group', { name: 'Sprog' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dansk/ })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('da');
    expect(localStorage.getItem('lang')).toBe('da');
  });

  it('switches back to English from Danish', async () => {
    const { user } = await renderApp(<WithHeading />, { lang: 'da' });
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('marks each flag with its own language, so a screen reader says its name right', async () => {
    await renderApp(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: /Dansk/ })).toHaveAttribute('lang', 'da');
  });
});
