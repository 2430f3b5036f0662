import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const downloadableFixtures = defineFixtures('downloadable', {
  name: 'Downloadable',
  about: [
    p(
      'A downloadable offers readers a file to keep: a printable diary, a checklist, a log to bring to an appointment. The card shows a preview picture, a title and a short description, with three buttons: Download saves the file, Print prints the picture on its own, and Share opens a share dialog (copy the link, email, Facebook, and Pinterest when there is a preview picture, otherwise X). On phones, Share opens the device’s own share sheet.',
    ),
    p(
      'Nothing is sent to a social network until the reader picks one. Without JavaScript the card and its Download link still work.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'With a preview picture',
      description: 'Share offers Pinterest, with the picture to pin.',
      blocks: [
        {
          blockType: 'downloadable',
          title: 'Printable sleep diary',
          subText:
            'Fill in one row each morning: when you went to bed, roughly when you fell asleep, any times you woke, and how rested you feel. Two weeks of entries help you and your doctor spot patterns.',
          image: refs.picture('download-sleep-diary'),
          imgAlt: 'Cover of a printable sleep diary: a week grid under a crescent moon.',
          downloadFile: refs.picture('download-sleep-diary'),
        },
      ],
      shows: ['Printable sleep diary', 'Fill in one row each morning'],
    },
    {
      title: 'Without a preview picture',
      description: 'The card shows its words only, and Share offers X in place of Pinterest.',
      blocks: [
        {
          blockType: 'downloadable',
          title: 'Weekly sleep log',
          subText:
            'A simpler one-page log for the week: bedtime, wake time and a rating of how you slept. Keep it by your bed and bring it to your next appointment.',
          downloadFile: refs.picture('download-weekly-sleep-log'),
        },
      ],
      shows: ['Weekly sleep log', 'A simpler one-page log for the week'],
    },
  ],
})
