/** Enterprise center: becoming an enterprise, the context switch, enterprise information, master administrator. */
export const enterprise = {
  title: 'Enterprise center',
};
