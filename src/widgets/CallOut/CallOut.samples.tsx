import { defineClientSamples } from '../fixtures'

export const samples = defineClientSamples({
  'CallOut.client.tsx#CallOutWave': {},
  'CallOut.lazy.client.tsx#LazyCallOutWave': {
    leafProps: {},
    children: <span aria-hidden="true" />,
  },
})
