/**
 * WCAG 2.1 contrast of two #RRGGBB colours (1 to 21), zod-free so the console and the server share
 * it. AA asks 4.5:1 for normal text: the menu's text on its background, the selected item's text on
 * the theme colour, and white text on the theme colour (primary buttons; links are the theme colour on white).
 */
export const minimumContrast = 4.5;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A local console path: one leading slash, never `//` (a protocol-relative URL would leave the site). */
export const localPathPattern = /^\/(?!.*\/\/)[A-Za-z0-9/_-]{0,63}$/;

/**
 * The console's sign-in pages a login entry path may name: the sign-in page, the partner's sign-in
 * entry page (§2's whitelisted /jdfLogin) and sign-in by digital certificate. Any other path is no
 * sign-in page (a registration page, a signed-in page, or nothing at all).
 */
export const loginEntryPages = ['/login', '/jdfLogin', '/cerlogin'] as const;
export const isLoginEntryPage = (path: string): boolean => (loginEntryPages as readonly string[]).includes(path);

/** The path to go to, or `/login` when the configured one is not a local console path. */
export const safeLocalPath = (path: string | null | undefined): string => (path && localPathPattern.test(path) ? path : '/login');

/** The configured login entry page, or `/login` when it is not one of the console's sign-in pages. */
export const safeLoginEntry = (path: string | null | undefined): string => {
  const local = safeLocalPath(path);
  return isLoginEntryPage(local) ? local : '/login';
};
