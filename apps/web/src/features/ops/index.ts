/** The back office as the router mounts it under /operation (loaded lazily, with Ant Design). */
export { default as OpsApp } from './OpsApp';
