export * from './rules.js';
export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './bulk-schemas.js';
export * from './bulk-endpoints.js';
