/** Types of cjk-font.mjs for the TypeScript test beside it. */
export interface FontSystem {
  platform: string;
  isRoot: () => boolean;
  interactive: () => boolean;
  run: (command: string, args: string[], options?: { inherit?: boolean }) => string | Buffer | null;
  log: (message: string) => void;
}
export type FontCheck = { ok: true } | { ok: false; message: string };
export const cjkPackage: string;
export const installCommand: string;
export function hasCjkFont(sys?: FontSystem): boolean;
export function ensureCjkFont(sys?: FontSystem): FontCheck;
