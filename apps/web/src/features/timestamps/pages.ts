import { definePages } from '../../app/capability';

/** The service area's time-stamp page (§3 timestamp type 1 issue, 2 verify). */
export const timestampsPages = definePages({
  name: 'timestamps',
  namespaces: ['errors'],
  pages: {
    myTimestamp: { load: () => import('./TimestampPage') },
  },
});
