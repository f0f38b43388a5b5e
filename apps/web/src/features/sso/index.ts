/** What other capabilities show of single sign-on: the open-platform and SDK entries. */
export { SsoEntries } from './SsoEntries';
