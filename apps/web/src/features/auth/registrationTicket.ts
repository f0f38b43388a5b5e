import type { RegistrationTicket } from '@console/contract';

/**
 * The proof of a verified e-mail, carried from step 1 (or the activation link, possibly opened in
 * another tab) to step 2 of registration. Kept for this tab only, and only until it expires.
 */
const key = 'console.registrationTicket';

export function keepTicket(ticket: RegistrationTicket): void {
  sessionStorage.setItem(key, JSON.stringify(ticket));
}

export function pendingTicket(now = Date.now()): RegistrationTicket | null {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    const ticket = JSON.parse(raw) as RegistrationTicket;
    if (typeof ticket.ticket === 'string' && ticket.expiresAt > now) return ticket;
  } catch {
    // A damaged entry is as good as none.
  }
  sessionStorage.removeItem(key);
  return null;
}

export function dropTicket(): void {
  sessionStorage.removeItem(key);
}
