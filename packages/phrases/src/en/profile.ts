export const profile = {
  title: 'profile',
};
