import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out: it has no scrolling. Components that scroll a field or a heading into view
// only need the call to exist.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has <dialog> without its methods: open and close it as a browser does (the `open` attribute
// and the `close` event), so the app's Dialog runs unchanged.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
}

// findBy…/waitFor wait for what the page does after a lazy chunk or a request; a busy machine needs longer
// than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // Cookies too (the language, the 18+ answer, the last known position): each test is a new visitor.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  // What the app keeps in memory from storage (the session, favourites) reads it again, as it does
  // when another tab changes it.
  window.dispatchEvent(new StorageEvent('storage'));
});
