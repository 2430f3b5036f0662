import { defineClientSamples } from '@/ui/samples'
import { facadeFor } from './facadeData'
import { parseEmbed } from './providers'

const youtube = parseEmbed('https://youtu.be/abcDEF12345?t=30')!

export const samples = defineClientSamples({
  'Facade.client.tsx#EmbedPlayer': { data: facadeFor(youtube, { title: 'A morning walk' }) },
})
