/** Types of signing-tools.mjs for the TypeScript test beside it. */
import type { FontSystem } from './cjk-font.mjs';

export interface ToolSystem extends FontSystem {
  exists: (file: string) => boolean;
}
export type ToolCheck = { ok: true } | { ok: false; message: string };
export function missingSigningTools(sys?: ToolSystem): { name: string; pkg: string }[];
export function ensureSigningTools(sys?: ToolSystem): ToolCheck;
