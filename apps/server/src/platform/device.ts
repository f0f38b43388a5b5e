/**
 * What a person needs to recognise a session: the browser and the system, and where from without
 * giving the full address away (the list is shown to whoever holds any session of the account).
 */

const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/HarmonyOS/, 'HarmonyOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 120 · Windows'; null when neither the browser nor the system is recognised. */
export function describeDevice(userAgent: string): string | null {
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const parts = [browser, system].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** 203.0.113.7 → 203.0.113.*; an IPv6 address keeps its first three groups (its routing prefix). */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  // The machine itself: there is nothing to hide, and '1:*' would only puzzle.
  if (ip === '::1') return ip;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter((g) => g !== '');
    return `${groups.slice(0, 3).join(':')}:*`;
  }
  return '*';
}
