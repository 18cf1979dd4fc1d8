/** The company mark: a stylised peak over a horizon, in the brand colour. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="#5B4DFF" />
      <path d="M6 23 13.5 10l4.2 7.2 2.6-4.2L26 23Z" fill="#fff" />
      <path d="M6 25.5h20" stroke="#C9C3FF" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
