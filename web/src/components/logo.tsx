/** The Velvet word mark, 140 px wide. */
export function Logo() {
  return (
    <svg viewBox="0 0 140 32" width="140" height="32" role="img" aria-label="Velvet" className="block">
      <path d="M4 6h6l6 17 6-17h6L19 28h-6z" fill="#e8a9c9" />
      <text x="34" y="24" fill="#f6f1f8" fontFamily="Georgia, serif" fontSize="22" letterSpacing="4">
        ELVET
      </text>
    </svg>
  );
}
