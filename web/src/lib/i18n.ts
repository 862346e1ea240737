import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE, setCookie } from './boot';
import { onFirstInteraction } from './interaction';
import { asLang, isLang, LANGS, type Lang } from './locale';
const STORAGE_KEY = 'lang';

/** The language choice is kept in localStorage for this app and in a cookie for the server's rendering. */
function remember(language: string) {
  localStorage.setItem(STORAGE_KEY, language);
  setCookie(LANG_COOKIE, language);
}

/**
 * `?lang=da` (links from the sitemap) wins; then the choice made with the language switch, kept in this
 * browser; then the language the server wrote on the page, which weighed the same address, the switch's
 * cookie and the browser's own languages (Accept-Language): so a Danish browser's first page is Danish,
 * whichever page it is, rendered by the server or started here. A page the server rendered keeps its
 * language for the first render (main.tsx switches to a stored choice right after hydrating).
 */
export function initialLanguage(): Lang {
  if (typeof window === 'undefined') return 'en';
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLang(fromQuery)) {
    remember(fromQuery);
    return asLang(fromQuery);
  }
  const pageLanguage = document.documentElement.lang;
  if (document.documentElement.dataset.rendered === 'server') return asLang(pageLanguage);
  const chosen = localStorage.getItem(STORAGE_KEY);
  if (isLang(chosen)) return chosen;
  return asLang(pageLanguage);
}

const lng = initialLanguage();

void i18n
  .use(initReactI18next)
  // Each feature's strings are their own chunk: the home page never downloads the admin's words.
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      if (namespace === 'messages') {
        return import('@velvet/contract/messages').then((m) => m.messages[asLang(language)]);
      }
      return import(`../locales/${language}/${namespace}.json`);
    }),
  )
  .init({
    lng,
    // The language is set at once, not on the next tick: the namespaces main.tsx loads before it takes
    // over a server-rendered page are then loaded in the page's language, not in the fallback's only.
    initAsync: false,
    fallbackLng: 'en',
    supportedLngs: LANGS,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // The server's message ids contain dots ("errors.not_found"): keep nesting on ':' and '.' for JSON,
    // and look message ids up with { ns: 'messages', keySeparator: false }.
    react: { useSuspense: true },
  });

if (typeof document !== 'undefined') document.documentElement.lang = lng;

/**
 * The contract's message texts, for the pages that do not load them up front: what an event handler
 * shows through tMessage waits for this, so the visitor reads words, never a message id.
 */
export const messagesLoaded = () => i18n.loadNamespaces('messages');

// Form and validation messages are needed only once a visitor submits something: fetch them at the first
// interaction instead of on the critical path of the first page.
if (typeof window !== 'undefined') onFirstInteraction(() => void messagesLoaded());
if (typeof document !== 'undefined') {
  // Only a change is a choice to remember: the first page's own language (the browser's, as the server
  // found it) is not, or it would stick as the visitor's choice, and a later browser language would not count.
  let changed = false;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    if (!changed && language === lng) return;
    changed = true;
    remember(language);
  });
}

/** Translates a server/contract message id, e.g. a per-field validation error. */
export function tMessage(key: string): string {
  return i18n.t(key, { ns: 'messages', keySeparator: false, defaultValue: key });
}

export default i18n;
