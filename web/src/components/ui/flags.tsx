import type { Lang } from '../../lib/locale';

/** Flag icons for the language switch (English flag, Danish flag). */
export function FlagEn({ className = 'h-4 w-6' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 60 30" className={className}>
      <clipPath id="flag-en-clip">
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id="flag-en-diag">
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath="url(#flag-en-clip)">
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath="url(#flag-en-diag)" stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

export function FlagDa({ className = 'h-4 w-6' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 37 28" className={className}>
      <path fill="#C8102E" d="M0 0h37v28H0z" />
      <path fill="#fff" d="M12 0h4v28h-4z" />
      <path fill="#fff" d="M0 12h37v4H0z" />
    </svg>
  );
}

/** Each language's flag. */
export const FLAGS: Record<Lang, typeof FlagEn> = { en: FlagEn, da: FlagDa };
