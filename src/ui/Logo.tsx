/** The portal's mark: a parcel in the brand colour. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#a50d26" />
      <path d="M10 15l10-5 10 5v11l-10 5-10-5zM10 15l10 5 10-5M20 20v11" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  );
}
