export function isLoopbackUrl(url: string): boolean;
export function laptopDefaults(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; notice: string | null };
