/** What the app shell uses of the site: the website config it applies at first navigation. */
export { siteApi } from './api';
