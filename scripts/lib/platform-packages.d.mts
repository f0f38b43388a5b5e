export function missingPlatformPackages(directory?: string): { location: string; name: string; version: string }[];
export function ensurePlatformPackages(directory?: string): { ok: true } | { ok: false; message: string };
