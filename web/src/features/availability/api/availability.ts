import type { AvailabilityData, AvailableBody } from '@velvet/contract';
import { useApiData, useStartEnd } from '../../../lib/api-query';

/** /api/account/available (bearer): until when, starts left today, whether the advert may use it. */
const AVAILABLE = 'account/available';

export const useAvailability = (enabled: boolean) => useApiData<AvailabilityData>(AVAILABLE, { enabled });

/** POST { hours } starts (or restarts) "available now"; DELETE ends it now. */
export const useSetAvailability = () =>
  useStartEnd<AvailableBody, AvailabilityData>(AVAILABLE, (queryClient) =>
    // Lists and the detail page carry available_until: show the new state everywhere.
    queryClient.invalidateQueries({ queryKey: ['adverts'] }),
  );
