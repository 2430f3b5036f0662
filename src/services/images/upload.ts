import sharp from 'sharp'

/** What an editor is told when an upload is not an image the site can read. */
export const UNREADABLE_UPLOAD_MESSAGE =
  'This file is not an image we can read: it may be damaged or only named like an image. Export it again as a JPEG, PNG, WebP, AVIF or GIF and upload that.'

/** What an editor is told when an upload is larger than the proxy decodes. */
export function tooLargeUploadMessage(width: number, height: number, maxPixels: number): string {
  const megapixels = (n: number) => `${Math.round(n / 100_000) / 10} megapixels`
  return `This image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels(width * height)}); the largest we take is ${megapixels(maxPixels)}. Scale it down (3,000 pixels wide is plenty for any page) and upload it again.`
}

/**
 * Why an uploaded file must be refused (issue 31): not an image sharp can read (its header and its pixels), or
 * more pixels than `maxPixels`; null when it is fine. SVG is not resized (it is drawn as it is) and only its
 * header is not checked here. Reads the header first, so an enormous image is refused without decoding it.
 */
export async function uploadProblem(
  file: { data: Buffer; mimetype: string },
  maxPixels: number,
): Promise<string | null> {
  if (file.mimetype === 'image/svg+xml') return null
  let meta: sharp.Metadata
  try {
    meta = await sharp(file.data, { limitInputPixels: false }).metadata()
  } catch {
    return UNREADABLE_UPLOAD_MESSAGE
  }
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (width === 0 || height === 0) return UNREADABLE_UPLOAD_MESSAGE
  if (width * height > maxPixels) return tooLargeUploadMessage(width, height, maxPixels)
  try {
    // Decoding a small copy finds a damaged body that a good header hides.
    await sharp(file.data, { limitInputPixels: maxPixels, failOn: 'error' }).resize({ width: 64 }).toBuffer()
  } catch {
    return UNREADABLE_UPLOAD_MESSAGE
  }
  return null
}
