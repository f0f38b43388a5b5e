import type { RegistrationTicket } from '@console/contract';
import { channelLanding } from './landing';

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

/**
 * An invitation to join an enterprise, from the registration link of an invitation (`/signIn?invitation=…`).
 * Kept across tabs (the e-mail's activation link may open another) until the new account reaches the
 * console, which accepts it on arrival: signing up through the link joins the enterprise.
 */
const invitationKey = 'console.pendingInvitation';

export function keepInvitation(token: string): void {
  localStorage.setItem(invitationKey, token);
}

export function pendingInvitation(): string | null {
  return localStorage.getItem(invitationKey);
}

export function dropInvitation(): void {
  localStorage.removeItem(invitationKey);
}

/** Where a newly registered account enters the console: the home page, accepting the invitation it came with. */
export function consoleEntry(): string {
  const invitation = pendingInvitation();
  dropInvitation();
  return invitation ? `/dashboard/home?invitation=${encodeURIComponent(invitation)}` : (channelLanding() ?? '/dashboard');
}
