import { defineClientSamples } from '@/ui/samples'
import { facadeFor } from '../embed/facadeData'
import { parseEmbed } from '../embed/providers'

const data = facadeFor(parseEmbed('https://www.instagram.com/p/C8wR3xLpQ7d/')!, { title: 'A desk stretch' })

export const samples = defineClientSamples({
  'SocialEmbed.lazy.client.tsx#LazySocialEmbedPlayer': {
    leafProps: { data },
    children: <p>Show post</p>,
  },
})
