/**
 * The logo in the website config's theme colour (§1): its white mark (`/logo-mark.svg`) on a rounded
 * square of `--console-primary`, so a re-themed console does not keep a logo of another colour and
 * the sign-in page carries no drawing in its script. White on the theme colour reads because the
 * config refuses a theme colour white text does not read on. `colour` overrides the theme (the back
 * office's preview of a config not saved yet).
 */
export function Logo({ size = 28, colour }: { size?: number; colour?: string }) {
  return (
    <img
      src="/logo-mark.svg"
      alt=""
      width={size}
      height={size}
      data-testid="logo"
      style={{ flexShrink: 0, borderRadius: size * 0.22, background: colour ?? 'var(--console-primary, #1668dc)' }}
    />
  );
}
