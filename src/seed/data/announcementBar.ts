import type { AnnouncementBar } from '@/cms/payload-types'
import { articleUrl } from '../articles/catalog'

/**
 * Sample announcement for `payload.updateGlobal({ slug: 'announcementBar', data: announcementBarSeed })`:
 * points readers to a seeded, medically reviewed guide. Brand green on white reads at about 6:1.
 */
export const announcementBarSeed = {
  enabled: true,
  campaignName: 'guide-blood-pressure-and-sleep',
  headline: 'New guide:',
  announcementText:
    'How sleep and blood pressure affect each other, and the changes that help. Reviewed by a cardiologist.',
  callToActionType: 'link',
  callToAction: 'Read the guide',
  callToActionURL: articleUrl('high-blood-pressure-and-sleep'),
  openCallToActionUrlOnSameTab: true,
  backgroundColor: '#0b6e5e',
  textColor: '#ffffff',
  logoURLs: { mobile: null, tablet: null, desktop: null },
  isPrivacySettingsUpdatedMPD: false,
} satisfies Omit<AnnouncementBar, 'id' | 'updatedAt' | 'createdAt'>
