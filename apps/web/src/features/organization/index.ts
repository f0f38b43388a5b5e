/** What other parts of the console use of the organization: the invitations a person may accept. */
export { InvitationsNotice } from './InvitationsNotice';
