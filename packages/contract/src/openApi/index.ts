export * from './routes.js';
export * from './signature.js';
export * from './schemas.js';
export * from './endpoints.js';
export * from './samples.js';
