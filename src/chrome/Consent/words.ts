/**
 * What the privacy banner and the settings say, in one place (the component tests and the end-to-end tests
 * read the same words). Plain sentences for a reader of a health site.
 */
import type { ConsentPurpose } from '@/privacy/consent/consent'

export const PRIVACY_POLICY_PATH = '/privacy-policy'

export const BANNER_WORDS = {
  title: 'Your privacy choices',
  /** First, for a reader asked again because the policy version rose; the editors' text follows. */
  updated: 'We have updated our privacy choices since you last chose.',
  intro:
    'We use cookies to run this site. With your permission we also use them to measure visits, show ads and personalise what you see. You can change your mind at any time under “Privacy choices” at the bottom of every page.',
  policyLink: 'Read our privacy policy',
  gpc: 'Your browser’s Global Privacy Control is on, and we honour it as an opt-out of the sale and sharing of your personal information.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Settings',
} as const

export const SETTINGS_WORDS = {
  title: 'Privacy settings',
  intro:
    'Choose what we may use cookies and similar technology for. You can change this at any time under “Privacy choices” at the bottom of every page.',
  gpc: 'Global Privacy Control is on in your browser, so analytics, advertising and personalisation stay off.',
  legend: 'What we may use cookies for',
  alwaysOn: 'Always on',
  save: 'Save choices',
  close: 'Close privacy settings',
} as const

/** The footer's button that opens the settings again. */
export const PRIVACY_CHOICES_LABEL = 'Privacy choices'

/** Each purpose in one plain sentence. */
export const PURPOSE_WORDS: Record<ConsentPurpose, { label: string; description: string }> = {
  necessary: {
    label: 'Necessary',
    description: 'Keeps the site working and remembers the choices you make here, so it is always on.',
  },
  analytics: {
    label: 'Analytics',
    description: 'Lets us count visits and see which articles help readers most, so we can improve them.',
  },
  advertising: {
    label: 'Advertising',
    description:
      'Lets our advertising partners show you ads and measure them; ads pay for our free health information.',
  },
  personalisation: {
    label: 'Personalisation',
    description: 'Lets us suggest articles and offers based on what you read here.',
  },
}
