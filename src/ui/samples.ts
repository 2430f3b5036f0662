/**
 * Sample props for a client component (a widget's, a placement's), kept in its folder as `<Name>.samples.tsx`
 * (`export const samples = defineClientSamples({ 'File.client.tsx#Export': props })`): the conventions test
 * renders every client export on the server with them, so a new client export needs an entry there.
 */
export type ClientSamples = Record<string, Record<string, unknown>>
export const defineClientSamples = (samples: ClientSamples): ClientSamples => samples
