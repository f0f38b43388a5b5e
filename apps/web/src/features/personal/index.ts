/** What other capabilities use of the personal center. */
export { profileQueryKey } from './api';
/** The back office's person chooser (by account name, nickname or phone). */
export { PersonPicker } from './ops/PersonPicker';
