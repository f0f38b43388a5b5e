export const precompressedTypes: RegExp;
export function precompressDir(dir: string, minBytes?: number): number;
