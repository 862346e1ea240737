import type { PauseBody, PauseData } from '@velvet/contract';
import { useApiData, useStartEnd } from '../../../lib/api-query';

/** /api/account/pause (bearer): whether the advert is paused, until when, the package's end. */
const PAUSE = 'account/pause';

export const usePause = () => useApiData<PauseData>(PAUSE);

/** POST { starts_at? } pauses now, optionally showing again by itself; DELETE shows the advert again now. */
export const useSetPause = () =>
  useStartEnd<PauseBody, PauseData>(PAUSE, (queryClient) =>
    // The package's end moves on resume (the dashboard's own profile shows it), and the lists change.
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['adverts'] }),
      queryClient.invalidateQueries({ queryKey: ['account'] }),
    ]),
  );
