import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './i18n';

/** The page as the server sent it: its `<html lang>`, and whether the server rendered it. */
function servedPage(lang: string, rendered: boolean) {
  document.documentElement.lang = lang;
  if (rendered) document.documentElement.dataset.rendered = 'server';
  else delete document.documentElement.dataset.rendered;
}

afterEach(() => {
  servedPage('en', false);
  window.history.replaceState(null, '', '/');
});

describe('the first language of a page', () => {
  it("is the server's on a page that starts in the browser (/login, /packages, /dashboard, /admin)", () => {
    // The server weighed Accept-Language: da and wrote it on the page.
    servedPage('da', false);
    expect(initialLanguage()).toBe('da');
  });

  it('is the one chosen with the switch, which wins over the browser language', () => {
    servedPage('da', false);
    localStorage.setItem('lang', 'en');
    expect(initialLanguage()).toBe('en');
  });

  it("is the server's on a page the server rendered (the first render must match it)", () => {
    servedPage('da', true);
    localStorage.setItem('lang', 'en');
    expect(initialLanguage()).toBe('da');
  });

  it('is the address\'s "?lang=" before anything else, and that is remembered', () => {
    servedPage('en', false);
    window.history.replaceState(null, '', '/login?lang=da');
    expect(initialLanguage()).toBe('da');
    expect(localStorage.getItem('lang')).toBe('da');
  });
});
