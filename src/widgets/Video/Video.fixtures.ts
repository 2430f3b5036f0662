import { doc, p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'
import { VIDEO_PLACEHOLDER_TEXT, VIDEO_PLACEHOLDER_TITLE } from './video'

const NOTICE = 'Playing this video loads it from YouTube, which may set cookies.'

export const videoFixtures = defineFixtures('video', {
  name: 'Video',
  about: [
    p(
      'The video block plays a YouTube or JW Player video, from its embed code or address, starting where the address says (t=90 or t=1m30s). Until the reader presses play, the page shows only a poster served by this site, the name of the video service and a one-line notice: nothing is loaded from the service, and no cookie is set. Pressing play puts the player in the same space and moves keyboard focus to it; the player receives the site’s name but never the article’s address.',
    ),
    p(
      'Transcripts show under the video behind a "Transcript" button, for readers who cannot hear the video or prefer to read. A block without embed code shows a placeholder so editors notice the gap. Videos with a title, a poster and a publication date are described to search engines as a VideoObject.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'A video with a poster, a start time and a transcript',
      blocks: [
        {
          blockType: 'video',
          embeddedVideoCode:
            '<iframe width="560" height="315" src="https://www.youtube.com/embed/Wr7kYt3pQ2s?start=95" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>',
          title: 'A 10-minute walk to start your day',
          description:
            'A physiotherapist walks you through a gentle warm-up, a brisk middle stretch and an easy cool-down. It starts at the warm-up.',
          poster: refs.picture('video-poster-walking'),
          uploadDate: '2025-09-15T12:00:00.000Z',
          duration: '10:24',
          aspectRatio: '16:9',
          htmlTitle: 'a 10-minute walking warm-up with a physiotherapist',
          transcripts: [
            {
              text: doc(
                p(
                  'Hello, and welcome. Before we set off, stand tall, let your shoulders drop and take two slow breaths.',
                ),
                p(
                  'We start with two minutes of easy walking. You should be able to talk in full sentences. Let your arms swing naturally.',
                ),
                p(
                  'Now pick up the pace for five minutes: brisk enough that talking takes a little effort, but never so fast that you are out of breath. If anything hurts, slow down.',
                ),
                p(
                  'For the last three minutes, ease back to a stroll and let your breathing settle. Well done: that is ten minutes towards the 150 a week that adults are advised to aim for.',
                ),
              ),
            },
          ],
        },
      ],
      shows: ['A 10-minute walk to start your day', 'YouTube', 'Play video', NOTICE, 'Transcript'],
    },
    {
      title: 'A playlist',
      description: 'A YouTube playlist plays its videos one after another in the same player.',
      blocks: [
        {
          blockType: 'video',
          embeddedVideoCode: 'https://www.youtube.com/playlist?list=PLw3llR3adBr3aThNGm9q7XkM2b',
          title: 'Breathing exercises for calmer days',
          description: 'Three short exercises: box breathing, the 4-7-8 breath and slow belly breathing.',
          poster: refs.picture('video-poster-breathing'),
          uploadDate: '2025-11-03T12:00:00.000Z',
          aspectRatio: '16:9',
        },
      ],
      shows: ['Breathing exercises for calmer days', 'Play video', NOTICE],
    },
    {
      title: 'Without embed code',
      description:
        'A video block whose embed code has not been filled in shows this placeholder, so that editors notice the gap in preview.',
      blocks: [{ blockType: 'video', title: 'Stretching for desk workers' }],
      shows: [VIDEO_PLACEHOLDER_TITLE, VIDEO_PLACEHOLDER_TEXT],
    },
  ],
})
