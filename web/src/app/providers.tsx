import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { useHydrated } from '../components/client-only';
import { BootContext, type Boot } from '../lib/boot';

/** One query client per browser tab, and one per page rendered on the server. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // 30 s fresh: a page rendered on the server is not asked for again while the browser starts it.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

/** What wraps the app in the browser and on the server alike, so both render the same tree. */
export function AppProviders({
  queryClient,
  boot,
  children,
}: {
  queryClient: QueryClient;
  boot: Boot;
  children: ReactNode;
}) {
  // Marks the page as started (the app listens to it now): tests and tools wait for it. Only once the render
  // that knows it is in the browser has landed: before it, a server-rendered form is still disabled.
  const started = useHydrated();
  useEffect(() => {
    if (started) document.documentElement.dataset.hydrated = 'true';
  }, [started]);
  return (
    <StrictMode>
      <BootContext.Provider value={boot}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BootContext.Provider>
    </StrictMode>
  );
}
