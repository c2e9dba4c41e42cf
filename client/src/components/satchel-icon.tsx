/** The Satchel mark (inline SVG: the demo ships no icon font). */
export function SatchelIcon({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#ffffff" fillOpacity="0.18" />
      <path d="M9 12h14l-1.5 12a2 2 0 0 1-2 1.8h-7a2 2 0 0 1-2-1.8z" fill="#fff" />
      <path d="M12 12a4 4 0 0 1 8 0" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
