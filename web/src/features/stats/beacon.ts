import type { StatsEventType } from '@velvet/contract';

/**
 * Tells the server that a detail page was seen or its phone or chat link used. Fire and forget: the
 * page never waits for it, and `sendBeacon` still delivers when the link leaves the page. No cookie,
 * no id — the server counts a visitor once a day without knowing who it was.
 */
export function sendStatsBeacon(guid: string, type: StatsEventType): void {
  const url = `/api/stats/${encodeURIComponent(guid)}`;
  const body = JSON.stringify({ type });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse beacons in some states; the fetch below is the same call.
  }
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
