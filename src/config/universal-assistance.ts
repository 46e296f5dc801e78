/**
 * Universal Assistance, the travel assistance partner: its sites, read only by its page (/universal-assistance), so
 * they load with it and not with every page. Fictional defaults, replaced at deploy time like ./site.ts.
 */
export const universalAssistance = {
  website: 'https://www.universal-assistance.com',
  appStore: 'https://apps.apple.com/ar/app/universal-assistance/id000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.universalassistance',
} as const;
