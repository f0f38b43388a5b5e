/** Personal real-name authentication pages (issue 4): modes, phone and bank forms, results, revocation. */
export const realName = {
  title: 'Real-name authentication',
};
