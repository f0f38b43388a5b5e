/** What other parts of the console use of the organization: the invitations a person may accept. */
export { InvitationsNotice } from './InvitationsNotice';
/** The spreadsheet import dialog and the export button, shared with external contacts. */
export { ImportDialog, type ImportCalls } from './ImportDialog';
/** A member on the job, found by name (a seal grant's member). */
export { MemberPicker } from './pickers';
