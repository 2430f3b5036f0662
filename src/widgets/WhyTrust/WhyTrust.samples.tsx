import { defineClientSamples } from '@/ui/samples'

const leafProps = {
  id: 'why-trust-sample-explanation',
  subject: 'Why you can trust Wellread',
  text: <p>Every article is checked by a clinician before it is published.</p>,
}

export const samples = defineClientSamples({
  'WhyTrust.client.tsx#WhyTrustCollapse': leafProps,
  'WhyTrust.lazy.client.tsx#LazyWhyTrustCollapse': {
    leafProps,
    children: <p>Every article is checked by a clinician before it is published.</p>,
  },
})
