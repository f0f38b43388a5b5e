export const apiref = {
  title: 'apiref',
};
