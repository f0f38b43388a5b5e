export * from './errors.js';
export * from './constants.js';
export * from './enums.js';
export * from './validators.js';
export * from './issues.js';
export * from './modules.js';
export * from './common.js';
export * from './site-defaults.js';
export * from './contrast.js';
export * from './text.js';
export * from './capabilities.js';
export * from './route.js';
export * from './endpoint.js';
export * from './endpoints.js';
// Every capability's own exports (its folder's index.ts), listed by `npm run capabilities`.
export * from './index.gen.js';
// Spreadsheet import and export of members and contacts (organization's and contacts' shared shapes).
export * from './imports/index.js';
