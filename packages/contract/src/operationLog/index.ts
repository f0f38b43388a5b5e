export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './month-range.js';
export * from './log-phrases.js';
