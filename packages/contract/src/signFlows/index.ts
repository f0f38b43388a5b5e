export * from './routes.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './console.js';
export * from './api-routes.js';
export * from './api-schemas.js';
export * from './api-endpoints.js';
export * from './api-samples.js';
