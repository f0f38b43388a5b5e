import { definePages } from '../../app/capability';

/** Channel partners: the partner links and entry pages, the join page after sign-in, the back office's partners. */
export const channelsPages = definePages({
  name: 'channels',
  namespaces: ['errors'],
  publicRoutes: [
    // Light like /login (no antd): the partner's sign-in is a first page too.
    { path: '/channelLogin', name: 'channelLogin', light: true, load: () => import('./ChannelLoginPage') },
    { path: '/jdfLogin', name: 'jdfLogin', light: true, load: () => import('./ChannelLoginPage') },
    { path: '/channelSignIn', name: 'channelSignIn', load: () => import('./ChannelSignInPage') },
    { path: '/jdfGys', name: 'jdfGys', load: () => import('./ChannelSignInPage') },
  ],
  constantRoutes: [{ path: '/channelJoin', name: 'channelJoin', load: () => import('./ChannelJoinPage') }],
  opsPages: [{ path: 'channels', label: 'channels.ops.menu', icon: 'cluster', load: () => import('./ops/ChannelsPage') }],
});
