/** What other capabilities show of channel partners: who brought the person or the enterprise. */
export { ChannelBadge } from './ChannelBadge';
