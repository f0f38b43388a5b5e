export * from './rules.js';
export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
