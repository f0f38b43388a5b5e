export * from './routes.js';
export * from './ip.js';
export * from './schemas.js';
export * from './endpoints.js';
