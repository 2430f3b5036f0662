import { defineClientSamples } from '@/ui/samples'
import { facadeFor } from '../embed/facadeData'
import { parseEmbed } from '../embed/providers'

const data = facadeFor(parseEmbed('https://youtu.be/abcDEF12345')!, { title: 'A morning walk' })

export const samples = defineClientSamples({
  'Video.lazy.client.tsx#LazyVideoPlayer': {
    leafProps: { data },
    children: <p>Play video</p>,
  },
})
