import { definePages } from '../../app/capability';
import { startSummary } from './api';

// The page's summary is asked for with its chunk.
const loadHome = () => {
  startSummary();
  return import('./HomePage');
};

/** The home dashboard (§2: /dashboard → its child home), a route every signed-in session has. */
export const dashboardPages = definePages({
  name: 'dashboard',
  // An enterprise's authentication in progress is named with the enterprise center's words.
  namespaces: ['enterprise'],
  constantRoutes: [{ path: '/dashboard/home', name: 'home', load: loadHome }],
  // §2 /myIndex/index is the signed-in home too: both paths show the one dashboard.
  pages: { index: { load: loadHome } },
});
