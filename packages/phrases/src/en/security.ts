export const security = {
  title: 'security',
};
