/**
 * Money on screen. Amounts are integer fen everywhere (§5); this is the one place they become yuan
 * text, zod-free so the signed-in shell can import it without the schemas.
 */

/**
 * '12.30' ← 1230 fen, as an invoice and a bank statement write it; '-12.30' ← -1230 (a refund or a
 * negative adjustment). The sign is taken off first so the yuan and fen parts are both whole numbers.
 */
export const formatFen = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
