/** The signed, metered open API; today only its title in the API reference. */
export const openApi = {
  apiTag: 'Open API (signed, metered)',
};
