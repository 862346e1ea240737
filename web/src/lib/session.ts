import { useSyncExternalStore } from 'react';

/**
 * Local-storage session keys, plus the account's role (what the navbar offers; the server decides
 * what a token may do).
 */
const SESSION_KEYS = ['authToken', 'guid', 'userId', 'name', 'email', 'featured', 'role'] as const;
type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

const listeners = new Set<() => void>();
const SIGNED_OUT: Session = {};
let snapshot: Session = read();

function read(): Session {
  const session: Session = {};
  if (typeof localStorage === 'undefined') return session;
  for (const key of SESSION_KEYS) {
    const value = localStorage.getItem(key);
    if (value !== null) session[key] = value;
  }
  return session;
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab signing in or out updates this one too.
  window.addEventListener('storage', emit);
}

export function setSession(values: Session): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  }
  emit();
}

/** Logout: clears all local storage. The language choice is kept: it is not session data. */
export function clearSession(): void {
  const lang = localStorage.getItem('lang');
  const ageOk = localStorage.getItem('ageConfirmed');
  localStorage.clear();
  if (lang) localStorage.setItem('lang', lang);
  if (ageOk) localStorage.setItem('ageConfirmed', ageOk);
  emit();
}

export function getSession(): Session {
  return snapshot;
}

export function useSession(): Session & { signedIn: boolean; isAdmin: boolean } {
  const session = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    // The server renders every page signed out; a page it rendered starts signed out too, then shows the
    // stored session right after (the browser's storage is not the server's to read).
    () => SIGNED_OUT,
  );
  const signedIn = Boolean(session.authToken && session.name);
  return { ...session, signedIn, isAdmin: signedIn && session.role === 'admin' };
}
