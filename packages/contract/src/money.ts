/**
 * Money on screen. Amounts are integer fen everywhere (§5); this is the one place they become yuan
 * text, zod-free so the signed-in shell can import it without the schemas.
 */

/** '12.30' ← 1230 fen, as an invoice and a bank statement write it. */
export const formatFen = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
