/** The experiments the site's code reads, with their variants; editors pick one when they set one up. */
export const EXPERIMENT_KEYS = [
  {
    key: 'commerceCarousel',
    label: 'Product carousel (high-propensity commerce test)',
    about:
      'Variants "control" (product cards in a list) and "carousel" (two or more cards in a row become a carousel with arrows).',
    labelByBreakpoint: false,
  },
  {
    key: 'ratingRow',
    label: 'Rating row on product cards (engagement test)',
    about:
      'Variants "control" and "hideRating" (on the pages listed in Site settings → Commerce, product cards show no star rating). Exposures are labelled Mobile, Tablet or Desktop engagement by screen size.',
    labelByBreakpoint: true,
  },
  {
    key: 'noVideos',
    label: 'Videos switched off (test flag)',
    about:
      'Variants "off" (videos show) and "on" (every video block is hidden on the pages listed, before the page appears; nothing of them loads). Give "on" a share of 0 to keep videos for everyone while ?wr_ab=noVideos:on shows a page without them.',
    labelByBreakpoint: false,
  },
  {
    key: 'adSync',
    label: 'Ads in the article text (ad sync flag)',
    about:
      'Variants "on" (the ad widgets between paragraphs show) and "off" (they are hidden, 002 §4.8; the leaderboard and the other ad positions stay).',
    labelByBreakpoint: false,
  },
] as const

export type ExperimentKey = (typeof EXPERIMENT_KEYS)[number]['key']
