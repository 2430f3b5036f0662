import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'CallOut.client.tsx#CallOutWave': {},
  'CallOut.lazy.client.tsx#LazyCallOutWave': {
    leafProps: {},
    children: <span aria-hidden="true" />,
  },
})
