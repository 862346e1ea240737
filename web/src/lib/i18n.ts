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
 * `?lang=da` (links from the sitemap) wins; on a page the server rendered, the language it rendered in
 * (it weighed the same address, the cookie and Accept-Language), so the first render matches; else the
 * stored choice, then English.
 */
function initialLanguage(): Lang {
  if (typeof window === 'undefined') return 'en';
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLang(fromQuery)) {
    remember(fromQuery);
    return asLang(fromQuery);
  }
  if (document.documentElement.dataset.rendered === 'server') return asLang(document.documentElement.lang);
  return asLang(localStorage.getItem(STORAGE_KEY));
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
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    remember(language);
  });
}

/** Translates a server/contract message id, e.g. a per-field validation error. */
export function tMessage(key: string): string {
  return i18n.t(key, { ns: 'messages', keySeparator: false, defaultValue: key });
}

export default i18n;
