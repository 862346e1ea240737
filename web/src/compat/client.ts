/** `react-dom/client`: Preact's roots; a server-rendered page is taken over with the server's snapshots. */
import { createRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { phase } from './phase';

export { createRoot };

export function hydrateRoot(...args: Parameters<typeof preactHydrateRoot>) {
  phase.hydrating = true;
  try {
    return preactHydrateRoot(...args);
  } finally {
    phase.hydrating = false;
  }
}

export default { createRoot, hydrateRoot };
