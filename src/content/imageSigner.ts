/**
 * Who signs image-proxy addresses in this process (issue 31). Client-safe: `imageView` (read by server code and,
 * through shared models, bundled into islands) asks it, and only the server registers one
 * (`registerImageSigner`, `src/content/imageAddress.ts`), so the key never reaches a browser. With none
 * registered (a browser, a script), images keep their original addresses.
 */

/** What a signature covers: the file, the width and the version. */
export type VariantKey = { file: string; width: number; version: string }
export type ImageSigner = (variant: VariantKey) => string

const SIGNER = Symbol.for('wellread.imageSigner')
type Scope = { [SIGNER]?: ImageSigner | null }

export function setImageSigner(signer: ImageSigner | null): void {
  ;(globalThis as Scope)[SIGNER] = signer
}

export function imageSigner(): ImageSigner | null {
  return (globalThis as Scope)[SIGNER] ?? null
}

/**
 * Who names an image given by address (a product's photo, a logo) at a ladder width: the proxy's signed address,
 * or null where it keeps its own (a product's own media host, 001 §7, or an address the proxy cannot fetch).
 */
export type AddressSigner = (src: string, width: number) => string | null

const ADDRESS_SIGNER = Symbol.for('wellread.addressSigner')
type AddressScope = { [ADDRESS_SIGNER]?: AddressSigner | null }

export function setAddressSigner(signer: AddressSigner | null): void {
  ;(globalThis as AddressScope)[ADDRESS_SIGNER] = signer
}

export function addressSigner(): AddressSigner | null {
  return (globalThis as AddressScope)[ADDRESS_SIGNER] ?? null
}
