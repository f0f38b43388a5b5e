export const legal = {
  lastUpdated: 'Last updated: {{date}}',
};
