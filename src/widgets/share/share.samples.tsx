import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'Share.client.tsx#ShareButton': {
    path: '/health/sleep-basics',
    anchor: 'download-sleep-diary',
    title: 'Printable sleep diary',
    imageSrc: '/sample/pictures/download-sleep-diary.webp',
    tracking: { category: 'downloadable', position: 1 },
  },
})
