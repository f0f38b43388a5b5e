/** The zone of message times for a person whose console has not told us theirs (the platform's home). */
export const defaultTimeZone = 'Asia/Shanghai';

/** An IANA time zone this runtime knows ('Asia/Shanghai', 'Europe/Berlin', 'UTC'); what a console sends is checked with it. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
