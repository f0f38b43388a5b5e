export * from './routes.js';
export * from './schemas.js';
export * from './rules.js';
export * from './endpoints.js';
