export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './operation-schemas.js';
export * from './operation-endpoints.js';
export * from './reset-schemas.js';
export * from './reset-endpoints.js';
