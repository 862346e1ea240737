import { useEffect, useState } from 'react';

/** Whether `until` is still ahead; turns false by itself the moment it passes. */
export function useAvailableNow(until: string | null | undefined): boolean {
  const end = until ? Date.parse(until) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end) || end <= now) return;
    // Timers cap at about 24.8 days; a window is at most 12 hours.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(end - now + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [end, now]);
  return !Number.isNaN(end) && end > now;
}
