import { useEffect } from 'react';
import { sendStatsBeacon } from './beacon';

/** Counts one view of a detail page per advert shown (the server keeps one per visitor and day). */
export function useCountView(guid: string | undefined): void {
  useEffect(() => {
    if (guid) sendStatsBeacon(guid, 'view');
  }, [guid]);
}
