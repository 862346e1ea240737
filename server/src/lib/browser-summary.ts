import Bowser from 'bowser';

/**
 * A user-agent string as people recognise their devices: "Chrome 131 · Android". Only this summary is
 * stored, never the whole string (which carries build numbers that help fingerprint a device).
 */
export function browserSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const name = parsed.browser.name;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  const browser = name ? (major ? `${name} ${major}` : name) : null;
  const summary = [browser, os].filter(Boolean).join(' · ');
  return summary ? summary.slice(0, 80) : null;
}
