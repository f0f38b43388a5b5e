export const site = {
  title: 'Website configuration',
  intro: 'These settings change the console for every visitor at their next page load; no rebuild is needed.',
  themeColorHelp: 'Buttons, links and highlights',
  sidebarHelp: 'The left menu bar of the signed-in console',
  loginEntryPathHelp: 'Where “sign in” links and session expiry send people, e.g. /login',
  defaultLanguageHelp: 'Used when a visitor has no stored choice and their browser language is not supported',
  preview: 'Preview',
  updatedAt: 'Last changed {{time}} by {{by}}',
  neverUpdated: 'Using the built-in defaults',
  restoreDefaults: 'Restore defaults',
};
