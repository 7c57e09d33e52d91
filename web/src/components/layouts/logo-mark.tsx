/** The league's mark: a poker chip with a spade. Decorative: the button around it carries the name. */
export function LogoMark({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--mantine-color-felt-8)" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="#fff" strokeWidth="5" strokeDasharray="8 7" />
      <path fill="#fff" d="M32 17c-6 7-12 11-12 17a6 6 0 0 0 10 4l-2 8h8l-2-8a6 6 0 0 0 10-4c0-6-6-10-12-17z" />
    </svg>
  );
}
