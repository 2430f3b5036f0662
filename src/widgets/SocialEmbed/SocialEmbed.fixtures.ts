import { p } from '@/seed/lexical'
import { defineFixtures } from '../fixtures'

export const socialEmbedFixtures = defineFixtures('socialEmbed', {
  name: 'Social embed',
  about: [
    p(
      'The social embed shows a post or an interactive piece from another site: Instagram and TikTok posts, YouTube and JW Player videos, Tableau Public and D3 (Observable) charts, and Qzzr quizzes. Editors paste the post’s address or the embed code the site gives them.',
    ),
    p(
      'Until the reader asks for it, the page shows only a preview picture uploaded to this site (or a plain panel), the other site’s name and a one-line notice; nothing loads from the other site and it can set no cookie. Pressing "Show post" puts the post in the same space and moves keyboard focus to it. Embed codes from any other site, or in a format the site does not recognise, render nothing at all.',
    ),
  ],
  examples: (refs) => [
    {
      title: 'An Instagram post with a preview picture',
      blocks: [
        {
          blockType: 'socialEmbed',
          embedCode:
            '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C8wR3xLpQ7d/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"></blockquote><script async src="//www.instagram.com/embed.js"></script>',
          title: 'a colourful lunch bowl that keeps you full',
          poster: refs.picture('embed-post'),
        },
      ],
      shows: ['Instagram', 'Show post', 'Showing this post loads it from Instagram, which may set cookies.'],
    },
    {
      title: 'A TikTok video without a preview picture',
      description:
        'Without a preview picture the site draws a plain panel. (A link from a site this widget does not support, such as Vimeo, cannot be published; one stored before renders nothing.)',
      blocks: [
        {
          blockType: 'socialEmbed',
          embedCode: 'https://www.tiktok.com/@wellread.health/video/7391234567890123456',
          title: 'three stretches for tight hips',
        },
      ],
      shows: ['TikTok', 'Show post', 'Showing this post loads it from TikTok, which may set cookies.'],
    },
    {
      title: 'A Tableau Public chart',
      blocks: [
        {
          blockType: 'socialEmbed',
          embedCode:
            'https://public.tableau.com/views/SleepHoursByAge/Dashboard1?:language=en-US&:display_count=n&:origin=viz_share_link',
          title: 'average hours of sleep by age group',
        },
      ],
      shows: [
        'Tableau Public',
        'Show chart',
        'Showing this chart loads it from Tableau Public, which may set cookies.',
      ],
    },
  ],
})
