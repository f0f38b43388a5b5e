/** Enterprise real-name authentication pages and the legal representative's phone page. */
export const enterpriseAuth = {
  title: 'Enterprise authentication',
};
