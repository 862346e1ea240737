import { useId } from 'react';

/**
 * Shown where an advert has no photo: a soft night-to-rose portrait silhouette, so a missing photo
 * still looks intentional. Decorative; the caller labels it.
 */
export function PlaceholderPortrait({ className = '' }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2031" />
          <stop offset="1" stopColor="#120d16" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.35" r="0.6">
          <stop offset="0" stopColor="#d9779f" stopOpacity="0.35" />
          <stop offset="1" stopColor="#d9779f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-fig`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8a9c9" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e3c282" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <rect width="300" height="400" fill={`url(#${id}-bg)`} />
      <rect width="300" height="400" fill={`url(#${id}-glow)`} />
      <g fill={`url(#${id}-fig)`}>
        <ellipse cx="150" cy="150" rx="44" ry="54" />
        <path d="M150 205c-62 0-104 42-112 120-2 20 10 75 10 75h204s12-55 10-75c-8-78-50-120-112-120z" />
      </g>
      <path
        d="M128 88c8-30 52-34 66-8 10 18 8 44-2 60 4-26-8-44-30-44-14 0-28 6-34-8z"
        fill="#e8a9c9"
        fillOpacity="0.35"
      />
    </svg>
  );
}
