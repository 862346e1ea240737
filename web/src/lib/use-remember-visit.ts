import type { AdvertCard } from '@velvet/contract';
import { useEffect } from 'react';
import { forgetRecent, recordRecentView } from './visitor-memory';

/**
 * The detail page's part in "Recently viewed": an advert shown goes first in the list; one that is
 * not found any more leaves it.
 */
export function useRememberVisit(
  advert: Pick<AdvertCard, 'guid' | 'name' | 'city' | 'main_image_asset'> | undefined,
  notFoundGuid: string | null,
): void {
  const guid = advert?.guid;
  useEffect(() => {
    if (advert) recordRecentView(advert);
    // Once per advert opened, not again when its data refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guid]);
  useEffect(() => {
    if (notFoundGuid) forgetRecent(notFoundGuid);
  }, [notFoundGuid]);
}
