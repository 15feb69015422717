/** The assistant's face: drawn, not an emoji, so it renders the same everywhere. Decorative. */
export function BotAvatar({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#ffffff" />
      <rect x="9" y="12" width="22" height="17" rx="6" fill="#1a4fa3" />
      <circle cx="15.5" cy="20" r="2.5" fill="#ffffff" />
      <circle cx="24.5" cy="20" r="2.5" fill="#ffffff" />
      <path
        d="M16 25.5c2.4 1.6 5.6 1.6 8 0"
        stroke="#ffffff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M20 12V8" stroke="#f08a24" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="7" r="2" fill="#f08a24" />
    </svg>
  );
}
