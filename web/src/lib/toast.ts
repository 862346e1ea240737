import type { ExternalToast } from 'sonner';

type Show = (message: string, data?: ExternalToast) => void;
const sonner = () => import('sonner');
const later =
  (kind: 'success' | 'error' | 'warning'): Show =>
  (message, data) =>
    void sonner().then(({ toast }) => toast[kind](message, data));

/**
 * sonner's toasts, with the library fetched when a page first shows one (or at the first interaction,
 * when the layout mounts the Toaster): a page that shows none never downloads it.
 */
export const toast = { success: later('success'), error: later('error'), warning: later('warning') };
