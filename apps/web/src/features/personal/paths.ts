/** Console paths of the personal information pages: their catalogue webLinks (§6) as routes. */
export const personalPaths = {
  basicInfo: '/personalCenter/pCenterInfo/pBasicInfo',
  phone: '/personalCenter/pCenterInfo/BasicInfoPhone',
  mailbox: '/personalCenter/pCenterInfo/modifyMailbox',
} as const;
