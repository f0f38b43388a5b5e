export const outbox = {
  title: 'outbox',
};
