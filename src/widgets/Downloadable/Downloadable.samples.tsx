import { defineClientSamples } from '@/ui/samples'

const tools = {
  title: 'Printable sleep diary',
  description: 'Fill in one row each morning.',
  anchor: 'download-printable-sleep-diary',
  path: '/health/sleep-basics',
  imageSrc: '/sample/pictures/download-sleep-diary.webp',
  print: { src: '/sample/pictures/download-sleep-diary.webp', alt: 'Cover of a sleep diary' },
  position: 1,
}

export const samples = defineClientSamples({
  'Downloadable.client.tsx#DownloadableTools': tools,
  'Downloadable.lazy.client.tsx#LazyDownloadableTools': {
    leafProps: tools,
    children: <button type="button">Share</button>,
  },
})
