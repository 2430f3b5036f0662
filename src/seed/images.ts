import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Media } from '@/cms/payload-types'

/**
 * Sample images for the seed, drawn as SVG here and rasterised with sharp: calm abstract illustrations
 * (gradients, shapes, simple icons), never photographs of people. Nothing is downloaded.
 */

export type ImageFormat = 'png' | 'webp'

/** One image the seed uploads: its file name is its stable key (see findSeedMedia). */
export type SeedImage = {
  filename: string
  alt: string
  width: number
  height: number
  format: ImageFormat
  svg: string
}

/** Written into every seeded image's `credit`, so a re-run recognizes its own images. */
export const SEED_IMAGE_CREDIT = 'Wellread sample illustration'

const MIME: Record<ImageFormat, string> = { png: 'image/png', webp: 'image/webp' }

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function linearGradient(
  id: string,
  from: string,
  to: string,
  angle: 'vertical' | 'diagonal' = 'diagonal',
): string {
  const end = angle === 'vertical' ? 'x2="0" y2="1"' : 'x2="1" y2="1"'
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/** A simple heart centered on (cx, cy), `size` wide. */
function heart(cx: number, cy: number, size: number, fill: string, opacity = 1): string {
  const s = size / 100
  const d = `M 0 30 C 0 -5 -50 -5 -50 25 C -50 50 -20 70 0 90 C 20 70 50 50 50 25 C 50 -5 0 -5 0 30 Z`
  return `<path d="${d}" transform="translate(${cx} ${cy - 45 * s}) scale(${s})" fill="${fill}" opacity="${opacity}"/>`
}

/** A gentle pulse trace (the familiar ECG-like line) from x0 to x1 at baseline y. */
function pulseLine(x0: number, x1: number, y: number, stroke: string, width: number): string {
  const w = x1 - x0
  const pts = [
    [0, 0],
    [0.3, 0],
    [0.34, -0.04],
    [0.38, 0],
    [0.44, 0],
    [0.47, 0.06],
    [0.5, -0.22],
    [0.53, 0.12],
    [0.56, 0],
    [0.62, 0],
    [0.66, -0.05],
    [0.7, 0],
    [1, 0],
  ]
  const d = pts.map(([x = 0, dy = 0], i) => `${i === 0 ? 'M' : 'L'} ${x0 + x * w} ${y + dy * w}`).join(' ')
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
}

function olive(cx: number, cy: number, rotate: number, fill: string): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="26" ry="18" transform="rotate(${rotate} ${cx} ${cy})" fill="${fill}"/>`
}

function leaf(cx: number, cy: number, rotate: number, fill: string, length = 90): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${length / 2}" ry="${length / 7}" transform="rotate(${rotate} ${cx} ${cy})" fill="${fill}"/>`
}

// ---------------------------------------------------------------------------------------------------------
// Article heroes, 1600x900

const HERO = { width: 1600, height: 900 } as const

function hero(filename: string, alt: string, body: string): SeedImage {
  return { filename, alt, ...HERO, format: 'webp', svg: svgDocument(HERO.width, HERO.height, body) }
}

/** Hero images keyed by article slug. */
export const HERO_IMAGES = {
  'erectile-dysfunction': hero(
    'seed-hero-erectile-dysfunction.webp',
    'Abstract illustration in teal and deep blue: two overlapping circles and a flowing curved line with small round dots, suggesting healthy blood flow.',
    `<defs>${linearGradient('bg', '#0f4c5c', '#3a8f9c')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="640" cy="430" r="260" fill="#7fd1c7" opacity="0.35"/>
    <circle cx="900" cy="470" r="260" fill="#b8e4f0" opacity="0.30"/>
    <path d="M -40 720 C 280 560 520 820 820 640 S 1320 420 1660 560" fill="none" stroke="#e8f6f3" stroke-width="34" stroke-linecap="round" opacity="0.85"/>
    <path d="M -40 760 C 300 620 540 860 840 690 S 1330 480 1660 610" fill="none" stroke="#f4a08b" stroke-width="10" stroke-linecap="round" opacity="0.7"/>
    <circle cx="300" cy="655" r="14" fill="#f4a08b"/><circle cx="560" cy="720" r="11" fill="#f4a08b"/>
    <circle cx="1040" cy="560" r="13" fill="#f4a08b"/><circle cx="1290" cy="505" r="10" fill="#f4a08b"/>
    ${heart(1310, 230, 150, '#f4a08b', 0.9)}`,
  ),
  'mediterranean-diet-basics': hero(
    'seed-hero-mediterranean-diet-basics.webp',
    'Warm abstract illustration of Mediterranean foods: an olive branch with green olives, a simple fish shape, tomatoes and a blue plate on a sand-colored background.',
    `<defs>${linearGradient('bg', '#f7ead0', '#efd3a6')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="1050" cy="470" r="300" fill="#2f6f9f" opacity="0.9"/>
    <circle cx="1050" cy="470" r="230" fill="#f9f3e6"/>
    <path d="M 930 470 C 990 400 1110 400 1170 470 C 1110 540 990 540 930 470 Z" fill="#7aa6c2"/>
    <path d="M 1170 470 L 1230 420 L 1230 520 Z" fill="#7aa6c2"/>
    <circle cx="965" cy="462" r="8" fill="#f9f3e6"/>
    <circle cx="1000" cy="330" r="34" fill="#d9533b"/><circle cx="1080" cy="320" r="28" fill="#e4673f"/>
    <circle cx="1120" cy="610" r="30" fill="#d9533b"/>
    <path d="M 120 760 C 300 600 460 470 640 330" fill="none" stroke="#6b5a2e" stroke-width="12" stroke-linecap="round"/>
    ${leaf(230, 640, -50, '#7f9a4a')}${leaf(300, 700, -10, '#94ad5c')}${leaf(360, 540, -60, '#7f9a4a')}
    ${leaf(440, 590, -15, '#94ad5c')}${leaf(490, 430, -55, '#7f9a4a')}${leaf(570, 470, -20, '#94ad5c')}
    ${olive(270, 590, 30, '#556b2f')}${olive(420, 520, 20, '#4a5d23')}${olive(540, 400, 40, '#556b2f')}
    <circle cx="180" cy="180" r="90" fill="#f2b84b" opacity="0.6"/>`,
  ),
  'high-blood-pressure-and-sleep': hero(
    'seed-hero-high-blood-pressure-and-sleep.webp',
    'Night-time abstract illustration: a crescent moon and small stars over dark blue hills, with a soft coral pulse line running across the sky.',
    `<defs>${linearGradient('bg', '#141b3c', '#34407a', 'vertical')}
    <mask id="moon"><rect width="1600" height="900" fill="white"/><circle cx="1255" cy="190" r="120" fill="black"/></mask></defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="1200" cy="230" r="130" fill="#f5e6b8" mask="url(#moon)"/>
    <circle cx="240" cy="140" r="5" fill="#ffffff"/><circle cx="420" cy="230" r="4" fill="#ffffff"/>
    <circle cx="620" cy="110" r="6" fill="#ffffff"/><circle cx="860" cy="200" r="4" fill="#ffffff"/>
    <circle cx="1000" cy="90" r="5" fill="#ffffff"/><circle cx="1450" cy="330" r="4" fill="#ffffff"/>
    ${pulseLine(60, 1540, 470, '#f59e8b', 12)}
    <path d="M 0 700 C 300 610 520 660 800 700 S 1300 620 1600 680 L 1600 900 L 0 900 Z" fill="#222b57"/>
    <path d="M 0 780 C 360 720 640 800 960 770 S 1400 730 1600 760 L 1600 900 L 0 900 Z" fill="#1a2147"/>`,
  ),
  'everyday-anxiety-coping-skills': hero(
    'seed-hero-everyday-anxiety-coping-skills.webp',
    'Calm abstract illustration in lavender and pale blue: soft concentric circles like a slow breath, gentle wave lines and a single green leaf.',
    `<defs>${linearGradient('bg', '#e6e0f5', '#cfe3f3')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="800" cy="430" r="330" fill="#b9a9e0" opacity="0.25"/>
    <circle cx="800" cy="430" r="240" fill="#a694d8" opacity="0.3"/>
    <circle cx="800" cy="430" r="150" fill="#8e7bc9" opacity="0.35"/>
    <circle cx="800" cy="430" r="70" fill="#f8f6fc" opacity="0.9"/>
    <path d="M 0 720 C 200 680 400 760 600 720 S 1000 680 1200 720 S 1500 760 1600 730" fill="none" stroke="#7fa8cf" stroke-width="8" opacity="0.7"/>
    <path d="M 0 780 C 200 740 400 820 600 780 S 1000 740 1200 780 S 1500 820 1600 790" fill="none" stroke="#9dbcdc" stroke-width="8" opacity="0.6"/>
    ${leaf(1330, 210, -35, '#7fb08a', 170)}
    <path d="M 1260 265 L 1400 160" stroke="#5f8f6a" stroke-width="5" stroke-linecap="round"/>`,
  ),
  'walking-for-heart-health': hero(
    'seed-hero-walking-for-heart-health.webp',
    'Bright abstract landscape: a winding sand-colored path over green hills toward a warm sun, with a small red heart floating above the path.',
    `<defs>${linearGradient('sky', '#cfeaf7', '#f6f1d9', 'vertical')}</defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <circle cx="1240" cy="220" r="110" fill="#f6c453"/>
    <path d="M 0 560 C 300 470 600 520 860 560 S 1350 480 1600 520 L 1600 900 L 0 900 Z" fill="#9ccc8a"/>
    <path d="M 0 680 C 320 610 700 690 1000 650 S 1450 600 1600 640 L 1600 900 L 0 900 Z" fill="#6fae6a"/>
    <path d="M 520 900 C 600 800 760 760 820 700 C 880 640 840 600 900 570" fill="none" stroke="#ecd9a8" stroke-width="70" stroke-linecap="round"/>
    <path d="M 520 900 C 600 800 760 760 820 700 C 880 640 840 600 900 570" fill="none" stroke="#d9c08a" stroke-width="4" stroke-dasharray="18 22"/>
    ${heart(930, 420, 110, '#e05a4f')}
    <circle cx="300" cy="500" r="40" fill="#5c9a57"/><rect x="294" y="520" width="12" height="60" fill="#6b5a2e"/>`,
  ),
  'widget-gallery': hero(
    'seed-hero-widget-gallery.webp',
    'Abstract illustration of a tidy grid of rounded cards in soft colors, each with a simple icon: a star, a check mark, a bar chart, a question mark and a person outline.',
    `<defs>${linearGradient('bg', '#f3f5f8', '#e4e9f0')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <rect x="170" y="150" width="380" height="270" rx="28" fill="#d7ecf7"/>
    <rect x="610" y="150" width="380" height="270" rx="28" fill="#e3f3dd"/>
    <rect x="1050" y="150" width="380" height="270" rx="28" fill="#fbe8d3"/>
    <rect x="170" y="480" width="380" height="270" rx="28" fill="#ece4f7"/>
    <rect x="610" y="480" width="380" height="270" rx="28" fill="#fde2e2"/>
    <rect x="1050" y="480" width="380" height="270" rx="28" fill="#dff3f0"/>
    <path d="M 360 205 L 384 260 L 444 264 L 398 302 L 414 360 L 360 328 L 306 360 L 322 302 L 276 264 L 336 260 Z" fill="#2f7fb0"/>
    <path d="M 730 290 L 780 340 L 880 235" fill="none" stroke="#3f8f4a" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1150" y="300" width="40" height="70" rx="6" fill="#d9822b"/><rect x="1215" y="250" width="40" height="120" rx="6" fill="#d9822b"/><rect x="1280" y="210" width="40" height="160" rx="6" fill="#d9822b"/>
    <circle cx="360" cy="615" r="70" fill="none" stroke="#7a5bb5" stroke-width="16"/>
    <path d="M 335 595 C 335 560 390 560 388 598 C 386 620 360 620 360 645" fill="none" stroke="#7a5bb5" stroke-width="14" stroke-linecap="round"/>
    <circle cx="800" cy="585" r="42" fill="#d0525a"/><path d="M 720 700 C 720 640 880 640 880 700 Z" fill="#d0525a"/>
    ${pulseLine(1090, 1390, 615, '#2e8b7f', 12)}`,
  ),
  'best-cbd-gummies': hero(
    'seed-hero-best-cbd-gummies.webp',
    'Abstract illustration on a pale green background: a glass jar of round gummies in soft greens and ambers beside three hemp-like leaves and a lab check mark.',
    `<defs>${linearGradient('bg', '#eef6ea', '#d9ecdf')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <rect x="560" y="250" width="420" height="460" rx="70" fill="#ffffff" opacity="0.75"/>
    <rect x="600" y="200" width="340" height="90" rx="30" fill="#7aa67a"/>
    <circle cx="680" cy="470" r="52" fill="#8fc08a"/><circle cx="800" cy="430" r="52" fill="#f2b766"/>
    <circle cx="880" cy="540" r="52" fill="#b7d98c"/><circle cx="720" cy="600" r="52" fill="#e89b6c"/>
    <circle cx="830" cy="640" r="46" fill="#8fc08a"/>
    ${leaf(1180, 380, -35, '#5f9a5c', 220)}${leaf(1250, 470, 10, '#74ad6c', 200)}${leaf(1160, 520, 40, '#4f8a52', 190)}
    <circle cx="330" cy="330" r="110" fill="#ffffff"/>
    <path d="M 275 330 L 318 372 L 392 290" fill="none" stroke="#2e7d5b" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'cbd-dosage-guide': hero(
    'seed-hero-cbd-dosage-guide.webp',
    'Abstract illustration in calm blues and greens: a dropper releasing three drops over a row of small, medium and large circles, beside a leaf.',
    `<defs>${linearGradient('bg', '#e6f0f6', '#f3f7ee', 'vertical')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <rect x="760" y="90" width="80" height="260" rx="36" fill="#4f7f9a"/>
    <rect x="785" y="340" width="30" height="90" rx="12" fill="#8fb7cc"/>
    <circle cx="800" cy="480" r="16" fill="#6fae6a"/><circle cx="800" cy="540" r="13" fill="#6fae6a" opacity="0.8"/>
    <circle cx="800" cy="592" r="10" fill="#6fae6a" opacity="0.6"/>
    <circle cx="520" cy="740" r="40" fill="#b7d98c"/><circle cx="800" cy="720" r="60" fill="#8fc08a"/><circle cx="1100" cy="700" r="80" fill="#6fae6a"/>
    ${leaf(1320, 300, -30, '#5f9a5c', 240)}`,
  ),
  'how-we-vet-brands-and-products': hero(
    'seed-hero-how-we-vet-brands-and-products.webp',
    'Abstract illustration: a magnifying glass over a product box with a check list beside it, in warm neutral colors.',
    `<defs>${linearGradient('bg', '#f7f1e8', '#efe4d2')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <rect x="420" y="300" width="380" height="330" rx="24" fill="#d9b98c"/>
    <path d="M 420 380 L 800 380" stroke="#b8936a" stroke-width="14"/>
    <circle cx="760" cy="420" r="150" fill="none" stroke="#3d5a6c" stroke-width="34"/>
    <path d="M 870 530 L 1010 670" stroke="#3d5a6c" stroke-width="44" stroke-linecap="round"/>
    <rect x="1080" y="220" width="300" height="420" rx="24" fill="#ffffff"/>
    <path d="M 1120 300 L 1145 325 L 1190 275" fill="none" stroke="#2e7d5b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1215" y="290" width="130" height="16" rx="8" fill="#c9ced6"/>
    <path d="M 1120 400 L 1145 425 L 1190 375" fill="none" stroke="#2e7d5b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1215" y="390" width="130" height="16" rx="8" fill="#c9ced6"/>
    <path d="M 1120 500 L 1145 525 L 1190 475" fill="none" stroke="#2e7d5b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1215" y="490" width="130" height="16" rx="8" fill="#c9ced6"/>`,
  ),
  atorvastatin: hero(
    'seed-hero-atorvastatin.webp',
    'Abstract illustration in soft blues and coral: white oval tablets scattered beside a smooth heart shape, with a calm artery-like curve running across the background.',
    `<defs>${linearGradient('bg', '#e8f1f8', '#f8ece8')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <path d="M -40 620 C 300 520 560 700 860 600 S 1380 420 1660 500" fill="none" stroke="#c7dcec" stroke-width="90" stroke-linecap="round"/>
    <path d="M -40 620 C 300 520 560 700 860 600 S 1380 420 1660 500" fill="none" stroke="#9fc2dd" stroke-width="22" stroke-linecap="round" opacity="0.7"/>
    ${heart(1140, 330, 330, '#e07a6a', 0.9)}
    <g transform="rotate(-20 420 330)"><rect x="300" y="280" width="240" height="110" rx="55" fill="#ffffff" stroke="#b9cad8" stroke-width="6"/><path d="M 420 290 L 420 380" stroke="#b9cad8" stroke-width="6"/></g>
    <g transform="rotate(25 640 220)"><rect x="560" y="180" width="160" height="76" rx="38" fill="#ffffff" stroke="#b9cad8" stroke-width="6"/><path d="M 640 188 L 640 248" stroke="#b9cad8" stroke-width="6"/></g>
    <g transform="rotate(10 300 560)"><rect x="230" y="525" width="140" height="66" rx="33" fill="#ffffff" stroke="#b9cad8" stroke-width="6"/></g>`,
  ),
  'lisinopril-savings': hero(
    'seed-hero-lisinopril-savings.webp',
    'Abstract illustration in greens and warm yellow: a round white tablet beside a price tag with a downward arrow and a small map pin, on a pale mint background.',
    `<defs>${linearGradient('bg', '#eaf6ef', '#fbf4dc')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="520" cy="470" r="210" fill="#ffffff" stroke="#9cc9b0" stroke-width="10"/>
    <path d="M 360 470 L 680 470" stroke="#9cc9b0" stroke-width="10" stroke-linecap="round"/>
    <path d="M 920 300 L 1200 300 L 1330 450 L 1200 600 L 920 600 Z" fill="#f2c94c"/>
    <circle cx="1210" cy="450" r="26" fill="#eaf6ef"/>
    <path d="M 1040 360 L 1040 520 M 990 470 L 1040 525 L 1090 470" fill="none" stroke="#2e6b4f" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M 1380 170 C 1330 170 1300 210 1300 250 C 1300 300 1380 370 1380 370 C 1380 370 1460 300 1460 250 C 1460 210 1430 170 1380 170 Z" fill="#2e6b4f"/>
    <circle cx="1380" cy="250" r="26" fill="#eaf6ef"/>`,
  ),
  'heart-health-newsletter': hero(
    'seed-hero-heart-health-newsletter.webp',
    'Abstract illustration in mint and coral: an open envelope with a heart rising from it, on a soft green background with small round dots.',
    `<defs>${linearGradient('bg', '#e3f3ef', '#fde8df')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <path d="M 520 420 L 1080 420 L 1080 760 L 520 760 Z" fill="#ffffff" stroke="#0b6e5e" stroke-width="12" stroke-linejoin="round"/>
    <path d="M 520 420 L 800 620 L 1080 420" fill="none" stroke="#0b6e5e" stroke-width="12" stroke-linejoin="round"/>
    ${heart(800, 250, 170, '#e8775a', 0.95)}
    <circle cx="300" cy="220" r="16" fill="#0b6e5e" opacity="0.35"/><circle cx="1320" cy="640" r="20" fill="#e8775a" opacity="0.4"/>
    <circle cx="1240" cy="200" r="12" fill="#0b6e5e" opacity="0.3"/><circle cx="360" cy="700" r="14" fill="#e8775a" opacity="0.35"/>`,
  ),
  'heart-health-hub': hero(
    'seed-hero-heart-health-hub.webp',
    'Abstract illustration in greens and blue: a winding path over rolling hills toward a rising sun, with a small heart in the sky.',
    `<defs>${linearGradient('bg', '#dff0f7', '#f6f0dc')}</defs>
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="1180" cy="330" r="120" fill="#f2c94c" opacity="0.9"/>
    <path d="M 0 620 C 300 520 560 600 820 540 S 1320 470 1600 560 L 1600 900 L 0 900 Z" fill="#8cc7a1"/>
    <path d="M 0 720 C 340 640 640 740 960 660 S 1400 620 1600 680 L 1600 900 L 0 900 Z" fill="#4f9a6e"/>
    <path d="M 760 900 C 820 800 720 740 820 680 S 980 600 1040 560" fill="none" stroke="#f6f0dc" stroke-width="34" stroke-linecap="round"/>
    ${heart(420, 230, 110, '#e8775a', 0.9)}`,
  ),
} satisfies Record<string, SeedImage>

export type HeroKey = keyof typeof HERO_IMAGES

/** The default image for social sharing when an article has none (1200x630, the usual Open Graph size). */
export const SHARE_IMAGE: SeedImage = {
  filename: 'seed-share-default.webp',
  alt: 'Abstract Wellread banner: soft green and blue overlapping circles with a small heart and a leaf on a pale background.',
  width: 1200,
  height: 630,
  format: 'webp',
  svg: svgDocument(
    1200,
    630,
    `<defs>${linearGradient('bg', '#f1f7f4', '#dcebf3')}</defs>
    <rect width="1200" height="630" fill="url(#bg)"/>
    <circle cx="470" cy="315" r="190" fill="#7fb08a" opacity="0.45"/>
    <circle cx="700" cy="315" r="190" fill="#7fa8cf" opacity="0.45"/>
    ${heart(585, 300, 120, '#e05a4f', 0.9)}
    ${leaf(930, 150, -35, '#5f8f6a', 150)}`,
  ),
}

// ---------------------------------------------------------------------------------------------------------
// Author portraits, 400x400: abstract avatar shapes with initials (no faces)

export const AVATAR_PALETTES = [
  ['#1f4f75', '#3f7fae'],
  ['#2a5f37', '#4a8a5a'],
  ['#553a8c', '#7a5bb5'],
  ['#8a3a27', '#b65a40'],
  ['#17524e', '#2f7f78'],
  ['#5e4510', '#8a6a1f'],
  ['#2f3866', '#56619a'],
] as const

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr\.?)\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

export function avatarImage(args: { slug: string; name: string; paletteIndex: number }): SeedImage {
  const palette = AVATAR_PALETTES[args.paletteIndex % AVATAR_PALETTES.length] ?? AVATAR_PALETTES[0]
  const [dark, light] = palette
  const initials = escapeXml(initialsOf(args.name))
  const body = `<defs>${linearGradient('bg', light, dark)}</defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <circle cx="320" cy="80" r="120" fill="#ffffff" opacity="0.14"/>
    <circle cx="60" cy="360" r="140" fill="${dark}" opacity="0.35"/>
    <circle cx="200" cy="200" r="118" fill="#ffffff" opacity="0.16"/>
    <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="120" fill="#ffffff">${initials}</text>`
  return {
    filename: `seed-author-${args.slug}.png`,
    alt: `Abstract avatar for ${args.name}: the initials ${initialsOf(args.name)} on soft overlapping circles.`,
    width: 400,
    height: 400,
    format: 'png',
    svg: svgDocument(400, 400, body),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Product images, 800x800: stylised objects on a soft background

export type ProductDrawing =
  | 'bloodPressureMonitor'
  | 'walkingShoe'
  | 'sleepRing'
  | 'pillOrganizer'
  | 'walkingTreadmill'
  | 'oliveOil'
  | 'journal'
  | 'cbdCalmleaf'
  | 'cbdNorthfield'
  | 'cbdSundew'
  | 'cbdHarbor'
  | 'cbdMeadow'

/** A round gummy with a soft highlight, for the CBD gummy drawings. */
function gummy(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" rx="${r * 0.35}" ry="${r * 0.2}" fill="#ffffff" opacity="0.45"/>`
}

/** A wide glass jar (lid, glass, gummies inside, a label with an emblem) standing on y = 660. */
function gummyJar(args: {
  lid: string
  glass: string
  gummy: string
  label: string
  emblem: string
}): string {
  const inside = [
    [300, 560],
    [370, 575],
    [440, 560],
    [505, 570],
    [335, 500],
    [410, 505],
    [480, 500],
  ]
    .map(([x = 0, y = 0]) => gummy(x, y, 34, args.gummy))
    .join('')
  return `<rect x="230" y="200" width="340" height="70" rx="18" fill="${args.lid}"/>
    <rect x="240" y="225" width="320" height="8" rx="4" fill="#ffffff" opacity="0.25"/>
    <path d="M 250 270 L 550 270 C 590 270 610 300 610 340 L 610 620 C 610 645 590 660 565 660 L 235 660 C 210 660 190 645 190 620 L 190 340 C 190 300 210 270 250 270 Z" fill="${args.glass}" opacity="0.85"/>
    ${inside}
    <rect x="235" y="330" width="330" height="120" rx="16" fill="${args.label}"/>
    ${args.emblem}
    <path d="M 215 320 L 215 610" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.35"/>`
}

const PRODUCT_DRAWINGS: Record<ProductDrawing, { bg: [string, string]; body: string }> = {
  bloodPressureMonitor: {
    bg: ['#eef5fb', '#d6e7f5'],
    body: `<path d="M 470 470 C 600 470 640 560 600 640" fill="none" stroke="#5a6b7d" stroke-width="14" stroke-linecap="round"/>
      <rect x="470" y="560" width="240" height="150" rx="40" fill="#4d7ea8"/><rect x="500" y="590" width="180" height="90" rx="24" fill="#6f9bc3"/>
      <rect x="150" y="180" width="360" height="320" rx="48" fill="#ffffff" stroke="#c9d6e3" stroke-width="6"/>
      <rect x="190" y="220" width="280" height="160" rx="18" fill="#1f3b57"/>
      ${pulseLine(210, 450, 310, '#8fe0c8', 8)}
      <circle cx="330" cy="440" r="30" fill="#e05a4f"/>`,
  },
  walkingShoe: {
    bg: ['#f3f7ee', '#dcebd0'],
    body: `<path d="M 130 520 C 130 420 200 360 260 340 L 330 300 C 360 360 430 380 480 370 C 560 390 640 430 680 480 C 700 510 690 560 650 570 L 170 570 C 145 570 130 550 130 520 Z" fill="#3f7f8f"/>
      <path d="M 120 560 L 690 560 C 700 600 680 620 650 620 L 160 620 C 130 620 115 595 120 560 Z" fill="#f4f1ea" stroke="#c9c2b1" stroke-width="4"/>
      <path d="M 300 330 L 350 360 M 330 315 L 385 350 M 280 350 L 320 375" stroke="#f4f1ea" stroke-width="10" stroke-linecap="round"/>
      <path d="M 480 420 C 560 440 620 470 650 510" fill="none" stroke="#8fd0c9" stroke-width="12" stroke-linecap="round"/>`,
  },
  sleepRing: {
    bg: ['#1d2447', '#3a4680'],
    body: `<ellipse cx="400" cy="440" rx="220" ry="200" fill="none" stroke="#9aa6c7" stroke-width="70"/>
      <ellipse cx="400" cy="440" rx="220" ry="200" fill="none" stroke="#c7cfe6" stroke-width="20"/>
      <mask id="m"><rect width="800" height="800" fill="white"/><circle cx="435" cy="420" r="62" fill="black"/></mask>
      <circle cx="400" cy="440" r="70" fill="#f5e6b8" mask="url(#m)"/>
      <circle cx="180" cy="170" r="6" fill="#ffffff"/><circle cx="620" cy="150" r="5" fill="#ffffff"/><circle cx="660" cy="260" r="4" fill="#ffffff"/>`,
  },
  pillOrganizer: {
    bg: ['#fbf3ea', '#f4e0cc'],
    body: `${Array.from({ length: 7 }, (_, i) => {
      const x = 95 + i * 88
      const top = ['#f2b84b', '#e98a5b', '#d9615a', '#b35d9b', '#6d7fcc', '#4fa3b8', '#5daa7a'][i]
      return `<rect x="${x}" y="250" width="76" height="120" rx="16" fill="${top}"/>
        <rect x="${x}" y="390" width="76" height="120" rx="16" fill="${top}" opacity="0.6"/>
        <ellipse cx="${x + 38}" cy="310" rx="16" ry="10" fill="#ffffff" opacity="0.85"/>`
    }).join('')}
      <rect x="80" y="530" width="640" height="26" rx="13" fill="#c9b49a"/>`,
  },
  walkingTreadmill: {
    bg: ['#eef2f6', '#d9e1ea'],
    body: `<g transform="translate(400 420) scale(1.25) translate(-405 -485)">
      <path d="M 110 560 L 600 430 L 700 470 L 210 610 Z" fill="#39424e"/>
      <path d="M 150 560 L 600 443 L 670 470 L 220 592 Z" fill="#59636f"/>
      ${Array.from({ length: 8 }, (_, i) => {
        const t = (i + 1) / 9
        const x1 = 150 + (600 - 150) * t
        const y1 = 560 + (443 - 560) * t
        return `<path d="M ${x1} ${y1} l 70 28" stroke="#7b8591" stroke-width="4"/>`
      }).join('')}
      <rect x="560" y="360" width="110" height="50" rx="12" fill="#4d7ea8"/>
      <circle cx="590" cy="385" r="8" fill="#8fe0c8"/><rect x="610" y="378" width="44" height="14" rx="7" fill="#c7d9ea"/>
      </g>`,
  },
  oliveOil: {
    bg: ['#f8f1dc', '#ecdcae'],
    body: `<rect x="360" y="110" width="80" height="70" rx="10" fill="#3f4a2a"/>
      <path d="M 370 180 L 430 180 L 430 250 C 500 290 520 340 520 400 L 520 650 C 520 680 500 700 470 700 L 330 700 C 300 700 280 680 280 650 L 280 400 C 280 340 300 290 370 250 Z" fill="#8a9a3a"/>
      <path d="M 300 400 C 300 360 320 320 370 290 L 370 660 L 300 660 Z" fill="#ffffff" opacity="0.18"/>
      <rect x="300" y="430" width="200" height="170" rx="20" fill="#f7efd8"/>
      ${leaf(370, 500, -30, '#7f9a4a', 80)}${leaf(430, 490, 20, '#94ad5c', 80)}${olive(400, 545, 0, '#4a5d23')}`,
  },
  journal: {
    bg: ['#efeaf8', '#dcd3f0'],
    body: `<rect x="210" y="150" width="380" height="500" rx="24" fill="#7a5bb5"/>
      <rect x="230" y="150" width="20" height="500" fill="#5f4596"/>
      <rect x="300" y="260" width="220" height="110" rx="14" fill="#f5f1fb"/>
      <circle cx="410" cy="315" r="32" fill="none" stroke="#a694d8" stroke-width="8"/>
      <path d="M 520 150 L 520 300 L 545 275 L 570 300 L 570 150 Z" fill="#f2b84b"/>
      <path d="M 560 690 L 680 460" stroke="#39424e" stroke-width="22" stroke-linecap="round"/>
      <path d="M 560 690 L 552 716 L 572 700 Z" fill="#39424e"/>`,
  },
  cbdCalmleaf: {
    bg: ['#eef6ec', '#d3e8cf'],
    body: `${gummyJar({
      lid: '#3f7f4f',
      glass: '#e9f2ee',
      gummy: '#7cbf6a',
      label: '#f7f1df',
      emblem: `${leaf(400, 390, -30, '#4f9a5a', 110)}${leaf(400, 390, 30, '#6fae6a', 110)}<path d="M 400 440 L 400 360" stroke="#3f7f4f" stroke-width="6" stroke-linecap="round"/>`,
    })}${gummy(640, 690, 36, '#7cbf6a')}${gummy(150, 700, 32, '#8fcb7c')}`,
  },
  cbdNorthfield: {
    bg: ['#fbf1e4', '#f0d9bb'],
    body: `${gummyJar({
      lid: '#3b2f2a',
      glass: '#c9843a',
      gummy: '#f0a03c',
      label: '#fbf3e6',
      emblem: `<path d="M 300 430 L 365 360 L 400 395 L 445 345 L 510 430 Z" fill="#6b7f5a"/><path d="M 445 345 L 465 367 L 430 367 Z" fill="#ffffff"/>`,
    })}${gummy(620, 690, 34, '#f0a03c')}${gummy(675, 675, 30, '#e98a2b')}${gummy(650, 630, 30, '#f4b45a')}`,
  },
  cbdSundew: {
    bg: ['#2a2450', '#4b3f85'],
    body: `<mask id="moon"><rect width="800" height="800" fill="white"/><circle cx="430" cy="330" r="60" fill="black"/></mask>
      <path d="M 240 180 L 560 180 L 600 640 C 600 665 585 680 560 680 L 240 680 C 215 680 200 665 200 640 Z" fill="#8e6cc9"/>
      <rect x="240" y="180" width="320" height="40" rx="6" fill="#6f52ab"/>
      <path d="M 250 205 L 550 205" stroke="#b9a4e3" stroke-width="6" stroke-dasharray="14 10"/>
      <circle cx="400" cy="350" r="70" fill="#f5e6b8" mask="url(#moon)"/>
      <rect x="290" y="470" width="220" height="22" rx="11" fill="#d8cdf0"/>
      <rect x="320" y="510" width="160" height="16" rx="8" fill="#b9a4e3"/>
      ${gummy(240, 710, 34, '#b07ad9')}${gummy(320, 725, 30, '#9a5fc8')}${gummy(560, 712, 34, '#b07ad9')}${gummy(630, 690, 28, '#c79ae6')}
      <circle cx="130" cy="150" r="5" fill="#ffffff"/><circle cx="680" cy="120" r="6" fill="#ffffff"/><circle cx="700" cy="300" r="4" fill="#ffffff"/>`,
  },
  cbdHarbor: {
    bg: ['#eaf3f8', '#cfe3ef'],
    body: `<ellipse cx="470" cy="330" rx="220" ry="70" fill="#2f6f9f" transform="rotate(-12 470 330)"/>
      <ellipse cx="470" cy="330" rx="180" ry="52" fill="#3f84b8" transform="rotate(-12 470 330)"/>
      <path d="M 380 345 C 420 315 450 375 490 345 S 560 315 590 335" fill="none" stroke="#e8f4fa" stroke-width="12" stroke-linecap="round" transform="rotate(-12 470 330)"/>
      <path d="M 160 520 L 160 620 C 160 670 280 700 400 700 C 520 700 640 670 640 620 L 640 520 Z" fill="#2f6f9f"/>
      <ellipse cx="400" cy="520" rx="240" ry="70" fill="#24587f"/>
      <ellipse cx="400" cy="520" rx="220" ry="58" fill="#e8f4fa"/>
      ${[
        [300, 505],
        [370, 520],
        [440, 505],
        [505, 520],
        [340, 540],
        [460, 545],
      ]
        .map(
          ([x = 0, y = 0]) =>
            `<rect x="${x - 26}" y="${y - 22}" width="52" height="44" rx="12" fill="#9cc9e4"/><rect x="${x - 16}" y="${y - 14}" width="18" height="8" rx="4" fill="#ffffff" opacity="0.5"/>`,
        )
        .join('')}`,
  },
  cbdMeadow: {
    bg: ['#fdf5e3', '#f7e4b8'],
    body: `${gummyJar({
      lid: '#e9b531',
      glass: '#f8eef0',
      gummy: '#e0567a',
      label: '#ffffff',
      emblem: `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="400" cy="368" rx="16" ry="30" fill="#f2a7bd" transform="rotate(${a} 400 390)"/>`).join('')}<circle cx="400" cy="390" r="16" fill="#e9b531"/>`,
    })}${gummy(160, 690, 34, '#e0567a')}${gummy(640, 700, 30, '#ea7796')}`,
  },
}

export function productImage(args: { slug: string; drawing: ProductDrawing; alt: string }): SeedImage {
  const drawing = PRODUCT_DRAWINGS[args.drawing]
  const body = `<defs>${linearGradient('bg', drawing.bg[0], drawing.bg[1])}</defs><rect width="800" height="800" fill="url(#bg)"/>${drawing.body}`
  return {
    filename: `seed-product-${args.slug}.webp`,
    alt: args.alt,
    width: 800,
    height: 800,
    format: 'webp',
    svg: svgDocument(800, 800, body),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Rendering and upload

export async function renderImage(image: SeedImage): Promise<{ data: Buffer; mimetype: string }> {
  const raster = sharp(Buffer.from(image.svg)).resize(image.width, image.height)
  const data =
    image.format === 'png' ? await raster.png().toBuffer() : await raster.webp({ quality: 84 }).toBuffer()
  return { data, mimetype: MIME[image.format] }
}

/**
 * The seed's own copy of an image, if it is already stored: by file name, or by alt text and the seed
 * credit (Payload renames a file that already exists on disk, e.g. after the database was reset).
 */
export async function findSeedMedia(payload: Payload, image: SeedImage): Promise<Media | undefined> {
  const found = await payload.find({
    collection: 'media',
    where: {
      or: [
        { filename: { equals: image.filename } },
        { and: [{ alt: { equals: image.alt } }, { credit: { equals: SEED_IMAGE_CREDIT } }] },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return found.docs[0] as Media | undefined
}

/** Uploads the image unless the seed stored it before. Returns the media id and whether it was created. */
export async function ensureSeedMedia(
  payload: Payload,
  image: SeedImage,
): Promise<{ id: number; created: boolean }> {
  const existing = await findSeedMedia(payload, image)
  if (existing) return { id: existing.id, created: false }
  const { data, mimetype } = await renderImage(image)
  const doc = (await payload.create({
    collection: 'media',
    data: { alt: image.alt, credit: SEED_IMAGE_CREDIT },
    file: { data, mimetype, name: image.filename, size: data.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })) as Media
  return { id: doc.id, created: true }
}

// ---------------------------------------------------------------------------------------------------------
// Pictures for the reader tools (recipes, carousels, video posters, downloads, embeds, diets): abstract
// illustrations the widget fixtures pick by key (`FixtureRefs.picture`).

function picture(key: string, width: number, height: number, alt: string, body: string): SeedImage {
  return {
    filename: `seed-picture-${key}.webp`,
    alt,
    width,
    height,
    format: 'webp',
    svg: svgDocument(width, height, body),
  }
}

/** A round bowl seen from the side, centred on cx, its rim at y. */
function bowl(cx: number, y: number, r: number, fill: string, inside: string): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${r}" ry="${r * 0.22}" fill="${inside}"/>
    <path d="M ${cx - r} ${y} A ${r} ${r * 0.8} 0 0 0 ${cx + r} ${y} Z" fill="${fill}"/>`
}

/** A walking figure made of simple strokes (no face), feet at y. */
function walker(x: number, y: number, scale: number, color: string): string {
  const s = scale
  return `<g transform="translate(${x} ${y}) scale(${s})" stroke="${color}" stroke-width="14" stroke-linecap="round" fill="none">
    <circle cx="0" cy="-210" r="26" fill="${color}" stroke="none"/>
    <path d="M 0 -180 L 6 -90 M 6 -90 L -30 0 M 6 -90 L 44 -6 M 2 -160 L -40 -110 M 2 -160 L 44 -118"/></g>`
}

/** A play triangle in a circle, for video posters. */
function playMark(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.22"/>
    <path d="M ${cx - r * 0.3} ${cy - r * 0.45} L ${cx + r * 0.5} ${cy} L ${cx - r * 0.3} ${cy + r * 0.45} Z" fill="#ffffff" opacity="0.5"/>`
}

const berries = (points: [number, number][], fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${fill}"/>`).join('')

export const PICTURES = {
  'recipe-overnight-oats': picture(
    'recipe-overnight-oats',
    1200,
    800,
    'Illustration of a bowl of oats topped with blueberries, raspberries and sliced banana on a pale wooden table.',
    `<defs>${linearGradient('bg', '#f6efe3', '#ead9bf')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <rect y="560" width="1200" height="240" fill="#d8bf98"/>
    ${bowl(600, 430, 300, '#3f6f8f', '#efe2c6')}
    <ellipse cx="600" cy="425" rx="260" ry="52" fill="#e6d2a8"/>
    ${berries(
      [
        [500, 410],
        [540, 430],
        [470, 440],
        [700, 415],
        [730, 440],
      ],
      '#3b4f9a',
    )}
    ${berries(
      [
        [610, 405],
        [640, 430],
        [585, 440],
      ],
      '#d2455a',
    )}
    <ellipse cx="560" cy="400" rx="34" ry="14" fill="#f6e7a6"/><ellipse cx="660" cy="395" rx="34" ry="14" fill="#f6e7a6"/>
    ${leaf(960, 220, -30, '#7f9a4a', 120)}`,
  ),
  'recipe-lentil-soup': picture(
    'recipe-lentil-soup',
    1200,
    800,
    'Illustration of a bowl of orange lentil soup with a swirl of yogurt and green herbs, beside a lemon wedge.',
    `<defs>${linearGradient('bg', '#f4ede4', '#e3d3c0')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <circle cx="600" cy="420" r="300" fill="#ffffff" opacity="0.9"/>
    <circle cx="600" cy="420" r="240" fill="#e58a3a"/>
    <path d="M 520 400 C 560 340 680 350 660 420 C 640 480 540 470 560 420" fill="none" stroke="#f7efe2" stroke-width="18" stroke-linecap="round"/>
    ${leaf(700, 330, -20, '#4f8a3a', 60)}${leaf(520, 500, 30, '#4f8a3a', 60)}${leaf(690, 510, 70, '#5f9a4a', 50)}
    <path d="M 960 640 A 90 90 0 0 1 1100 560 L 1030 640 Z" fill="#f2d04b"/>`,
  ),
  'gallery-morning-walk': picture(
    'gallery-morning-walk',
    1200,
    800,
    'Illustration of a person walking along a path between green hills at sunrise.',
    `<defs>${linearGradient('bg', '#fde3c4', '#f7b79b', 'vertical')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <circle cx="880" cy="300" r="110" fill="#fff1c9"/>
    <path d="M 0 560 C 300 440 600 520 1200 430 L 1200 800 L 0 800 Z" fill="#8fbf8a"/>
    <path d="M 0 640 C 400 560 800 660 1200 590 L 1200 800 L 0 800 Z" fill="#6fa56f"/>
    <path d="M 420 800 C 520 700 640 650 760 600" fill="none" stroke="#e9d9b4" stroke-width="60" stroke-linecap="round"/>
    ${walker(600, 640, 1, '#2f4858')}`,
  ),
  'gallery-stretching': picture(
    'gallery-stretching',
    1200,
    800,
    'Illustration of a person stretching their arms overhead on a yoga mat beside a window.',
    `<defs>${linearGradient('bg', '#e7f0f6', '#cfdfea')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <rect x="760" y="120" width="300" height="380" rx="12" fill="#f8fbfd" stroke="#9ab3c6" stroke-width="10"/>
    <path d="M 910 120 L 910 500 M 760 310 L 1060 310" stroke="#9ab3c6" stroke-width="8"/>
    <rect x="260" y="640" width="520" height="30" rx="15" fill="#5f8f9f"/>
    <g stroke="#2f4858" stroke-width="16" stroke-linecap="round" fill="none">
    <path d="M 520 640 L 500 520 L 540 520 L 560 640 M 520 520 L 520 360 M 520 380 L 470 250 M 520 380 L 570 250"/></g>
    <circle cx="520" cy="330" r="28" fill="#2f4858"/>`,
  ),
  'gallery-water-bottle': picture(
    'gallery-water-bottle',
    1200,
    800,
    'Illustration of a reusable water bottle and a glass of water with lemon slices on a blue background.',
    `<defs>${linearGradient('bg', '#dff1f7', '#b8dcea')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <rect x="420" y="200" width="180" height="440" rx="60" fill="#2f7f9f"/><rect x="460" y="150" width="100" height="70" rx="16" fill="#1f5f7f"/>
    <rect x="440" y="360" width="140" height="120" rx="20" fill="#ffffff" opacity="0.8"/>
    <path d="M 680 360 L 700 640 L 820 640 L 840 360 Z" fill="#ffffff" opacity="0.7"/>
    <path d="M 690 430 L 830 430 L 820 640 L 700 640 Z" fill="#9fd3e8"/>
    <circle cx="760" cy="500" r="40" fill="#f2d04b" opacity="0.9"/>`,
  ),
  'gallery-vegetables': picture(
    'gallery-vegetables',
    1200,
    800,
    'Illustration of a basket of vegetables: carrots, tomatoes and leafy greens.',
    `<defs>${linearGradient('bg', '#f3f6e9', '#dde8c6')}</defs><rect width="1200" height="800" fill="url(#bg)"/>
    <path d="M 320 420 L 880 420 L 820 680 L 380 680 Z" fill="#b0834f"/>
    <path d="M 340 470 L 860 470 M 350 530 L 850 530 M 365 590 L 835 590" stroke="#8f6a3f" stroke-width="8"/>
    <circle cx="470" cy="390" r="70" fill="#d9533b"/><circle cx="600" cy="370" r="80" fill="#e4673f"/>
    <path d="M 700 420 L 800 200" stroke="#e98a3a" stroke-width="40" stroke-linecap="round"/>
    ${leaf(810, 190, -60, '#4f8a3a', 90)}${leaf(380, 330, -40, '#4f8a3a', 140)}${leaf(720, 330, 50, '#5f9a4a', 140)}`,
  ),
  'dose-mobile': picture(
    'dose-mobile',
    600,
    800,
    'Illustration of a glass of water, a sunrise and a small pill organizer: a daily routine.',
    `<defs>${linearGradient('bg', '#eaf3ee', '#cfe5d8', 'vertical')}</defs><rect width="600" height="800" fill="url(#bg)"/>
    <circle cx="300" cy="250" r="130" fill="#f7d98b"/>
    <path d="M 0 420 C 200 360 400 420 600 380 L 600 800 L 0 800 Z" fill="#9cc9b0"/>
    <path d="M 220 470 L 240 700 L 360 700 L 380 470 Z" fill="#ffffff" opacity="0.85"/>
    <path d="M 228 540 L 372 540 L 360 700 L 240 700 Z" fill="#a9d8ea"/>`,
  ),
  'dose-desktop': picture(
    'dose-desktop',
    1200,
    600,
    'Illustration of a sunrise over soft hills with a glass of water and a small pill organizer: a daily routine.',
    `<defs>${linearGradient('bg', '#eaf3ee', '#cfe5d8', 'vertical')}</defs><rect width="1200" height="600" fill="url(#bg)"/>
    <circle cx="360" cy="220" r="130" fill="#f7d98b"/>
    <path d="M 0 380 C 300 300 800 400 1200 320 L 1200 600 L 0 600 Z" fill="#9cc9b0"/>
    <path d="M 760 300 L 780 520 L 900 520 L 920 300 Z" fill="#ffffff" opacity="0.85"/>
    <path d="M 768 370 L 912 370 L 900 520 L 780 520 Z" fill="#a9d8ea"/>
    ${['#f2b84b', '#e98a5b', '#d9615a', '#6d7fcc'].map((c, i) => `<rect x="${960 + i * 50}" y="440" width="42" height="80" rx="10" fill="${c}"/>`).join('')}`,
  ),
  'value-medically-reviewed': picture(
    'value-medically-reviewed',
    600,
    400,
    'Illustration of a clipboard with a check mark and a stethoscope.',
    `<defs>${linearGradient('bg', '#e8f1f8', '#cfe0ee')}</defs><rect width="600" height="400" fill="url(#bg)"/>
    <rect x="200" y="70" width="200" height="270" rx="18" fill="#ffffff" stroke="#4d7ea8" stroke-width="8"/>
    <rect x="250" y="50" width="100" height="40" rx="10" fill="#4d7ea8"/>
    <path d="M 250 210 L 290 250 L 360 160" fill="none" stroke="#2e8b57" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  'value-plain-language': picture(
    'value-plain-language',
    600,
    400,
    'Illustration of an open book with a speech bubble above it.',
    `<defs>${linearGradient('bg', '#fbf3ea', '#f4e0cc')}</defs><rect width="600" height="400" fill="url(#bg)"/>
    <path d="M 120 300 L 300 330 L 480 300 L 480 160 L 300 190 L 120 160 Z" fill="#ffffff" stroke="#b65a40" stroke-width="8" stroke-linejoin="round"/>
    <path d="M 300 190 L 300 330" stroke="#b65a40" stroke-width="8"/>
    <rect x="230" y="40" width="170" height="90" rx="24" fill="#b65a40"/><path d="M 270 130 L 260 160 L 300 130 Z" fill="#b65a40"/>`,
  ),
  'value-independent': picture(
    'value-independent',
    600,
    400,
    'Illustration of a balance scale with a heart on one side and a leaf on the other.',
    `<defs>${linearGradient('bg', '#eef5ee', '#d5e8d6')}</defs><rect width="600" height="400" fill="url(#bg)"/>
    <path d="M 300 80 L 300 330 M 220 330 L 380 330 M 140 120 L 460 120" stroke="#2a5f37" stroke-width="10" stroke-linecap="round"/>
    <path d="M 100 200 L 180 200 L 140 120 Z M 420 200 L 500 200 L 460 120 Z" fill="none" stroke="#2a5f37" stroke-width="6"/>
    ${heart(140, 190, 70, '#e05a4f')}${leaf(460, 180, -20, '#4a8a5a', 80)}`,
  ),
  'video-poster-walking': picture(
    'video-poster-walking',
    1280,
    720,
    'Video poster: an illustration of two people walking in a park, with a play symbol.',
    `<defs>${linearGradient('bg', '#2f6f5f', '#4f9f7f')}</defs><rect width="1280" height="720" fill="url(#bg)"/>
    <path d="M 0 520 C 400 460 900 560 1280 480 L 1280 720 L 0 720 Z" fill="#3f8f6f"/>
    <circle cx="220" cy="300" r="120" fill="#5faf8f"/><rect x="210" y="380" width="20" height="160" fill="#2f5f4f"/>
    ${walker(820, 600, 1, '#eaf6ef')}${walker(960, 600, 0.95, '#cfe8dc')}
    ${playMark(640, 340, 90)}`,
  ),
  'video-poster-breathing': picture(
    'video-poster-breathing',
    1280,
    720,
    'Video poster: calm concentric circles in blue, suggesting slow breathing, with a play symbol.',
    `<defs>${linearGradient('bg', '#1f3b57', '#3f6f9f')}</defs><rect width="1280" height="720" fill="url(#bg)"/>
    <circle cx="640" cy="360" r="300" fill="#7fa8cf" opacity="0.2"/><circle cx="640" cy="360" r="220" fill="#7fa8cf" opacity="0.25"/>
    <circle cx="640" cy="360" r="140" fill="#b8d4ec" opacity="0.3"/>
    ${playMark(640, 360, 80)}`,
  ),
  'embed-post': picture(
    'embed-post',
    1080,
    1080,
    'Preview illustration of a social media post: a bowl of salad with a heart symbol.',
    `<defs>${linearGradient('bg', '#fdf0e6', '#f4d9c6')}</defs><rect width="1080" height="1080" fill="url(#bg)"/>
    ${bowl(540, 560, 320, '#2f6f9f', '#dbe9c6')}
    ${leaf(440, 540, -20, '#4f8a3a', 140)}${leaf(600, 530, 30, '#6fa55a', 140)}
    <circle cx="520" cy="520" r="36" fill="#d9533b"/><circle cx="660" cy="560" r="30" fill="#d9533b"/>
    ${heart(860, 220, 150, '#e05a4f', 0.85)}`,
  ),
  'download-sleep-diary': picture(
    'download-sleep-diary',
    800,
    1000,
    'Cover of a printable sleep diary: a week grid under a crescent moon.',
    `<defs>${linearGradient('bg', '#141b3c', '#34407a', 'vertical')}</defs><rect width="800" height="1000" fill="url(#bg)"/>
    <circle cx="600" cy="180" r="90" fill="#f5e6b8"/><circle cx="640" cy="150" r="80" fill="#1c2448"/>
    <rect x="100" y="360" width="600" height="520" rx="20" fill="#f8f6ef"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="130" y="${390 + i * 68}" width="540" height="46" rx="8" fill="${i % 2 ? '#e3e7f3' : '#eef0f7'}"/>`).join('')}`,
  ),
  'download-weekly-sleep-log': picture(
    'download-weekly-sleep-log',
    800,
    1000,
    'A one-page weekly sleep log: seven rows for the days, with columns for bedtime, wake time and a rating.',
    `<defs>${linearGradient('bg', '#eef3f8', '#dbe6f1', 'vertical')}</defs><rect width="800" height="1000" fill="url(#bg)"/>
    <rect x="80" y="80" width="640" height="840" rx="20" fill="#ffffff"/>
    <rect x="120" y="120" width="360" height="36" rx="8" fill="#34407a"/><circle cx="640" cy="138" r="28" fill="#f5c451"/>
    ${[0, 1, 2].map((c) => `<rect x="${120 + c * 190}" y="200" width="170" height="28" rx="6" fill="#9fb3d6"/>`).join('')}
    ${Array.from({ length: 7 }, (_, i) => [0, 1, 2].map((c) => `<rect x="${120 + c * 190}" y="${250 + i * 90}" width="170" height="70" rx="8" fill="${i % 2 ? '#e3e7f3' : '#eef0f7'}"/>`).join('')).join('')}`,
  ),
  'diet-ketogenic': picture(
    'diet-ketogenic',
    800,
    600,
    'Illustration of ketogenic foods: an avocado half, eggs, cheese and nuts.',
    `<defs>${linearGradient('bg', '#f3f6e9', '#e0e9c9')}</defs><rect width="800" height="600" fill="url(#bg)"/>
    <ellipse cx="280" cy="300" rx="130" ry="170" fill="#4f7a2a"/><ellipse cx="280" cy="310" rx="105" ry="145" fill="#d6e59a"/>
    <circle cx="280" cy="350" r="55" fill="#8a5a2f"/>
    <ellipse cx="540" cy="220" rx="70" ry="90" fill="#fbf7ee"/><ellipse cx="620" cy="330" rx="70" ry="90" fill="#fbf7ee"/>
    <path d="M 460 420 L 640 420 L 640 520 L 460 520 Z" fill="#f2c94c"/><circle cx="510" cy="460" r="14" fill="#e0b53c"/>`,
  ),
  'diet-mediterranean': picture(
    'diet-mediterranean',
    800,
    600,
    'Illustration of Mediterranean foods: a fish, tomatoes, olives and a branch of olive leaves.',
    `<defs>${linearGradient('bg', '#f7ead0', '#efd3a6')}</defs><rect width="800" height="600" fill="url(#bg)"/>
    <circle cx="500" cy="300" r="200" fill="#2f6f9f"/><circle cx="500" cy="300" r="150" fill="#f9f3e6"/>
    <path d="M 420 300 C 460 250 540 250 580 300 C 540 350 460 350 420 300 Z" fill="#7aa6c2"/>
    <path d="M 580 300 L 620 270 L 620 330 Z" fill="#7aa6c2"/>
    <circle cx="460" cy="200" r="26" fill="#d9533b"/><circle cx="540" cy="400" r="24" fill="#d9533b"/>
    ${leaf(150, 420, -50, '#7f9a4a')}${leaf(200, 330, -60, '#94ad5c')}
    ${olive(170, 380, 30, '#556b2f')}${olive(230, 290, 20, '#4a5d23')}`,
  ),
  'diet-dash': picture(
    'diet-dash',
    800,
    600,
    'Illustration of DASH diet foods: a bowl of oats, a banana, leafy greens and a heart with a pulse line.',
    `<defs>${linearGradient('bg', '#eef5fb', '#d6e7f5')}</defs><rect width="800" height="600" fill="url(#bg)"/>
    ${bowl(300, 330, 170, '#4d7ea8', '#efe2c6')}
    <path d="M 520 260 C 560 400 680 420 720 340" fill="none" stroke="#f2d04b" stroke-width="40" stroke-linecap="round"/>
    ${leaf(600, 470, -10, '#4f8a3a', 150)}
    ${heart(400, 130, 90, '#e05a4f')}${pulseLine(460, 760, 120, '#e05a4f', 6)}`,
  ),
  'diet-plant-based': picture(
    'diet-plant-based',
    800,
    600,
    'Illustration of plant-based foods: beans, a grain bowl and leafy greens.',
    `<defs>${linearGradient('bg', '#eef6ea', '#d3e8cc')}</defs><rect width="800" height="600" fill="url(#bg)"/>
    ${bowl(400, 320, 220, '#5f8f4f', '#f0e4c8')}
    ${berries(
      [
        [320, 310],
        [360, 300],
        [400, 315],
        [440, 305],
        [480, 318],
      ],
      '#8a4a2f',
    )}
    ${leaf(300, 260, -30, '#4f8a3a', 120)}${leaf(520, 250, 30, '#6fa55a', 120)}`,
  ),
  // Full-screen hero image (wide and upright crop of one scene), ticker hero and paid-media driver card.
  'hero-wide': picture(
    'hero-wide',
    1600,
    900,
    'Illustration of two people walking along a winding sand path through green hills at sunrise, a small red heart in the sky.',
    `<defs>${linearGradient('bg', '#fde7c8', '#f6b99a', 'vertical')}</defs><rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="1180" cy="300" r="150" fill="#fff1c9"/>
    <path d="M 0 560 C 320 450 700 520 1000 500 S 1400 430 1600 470 L 1600 900 L 0 900 Z" fill="#9cc98f"/>
    <path d="M 0 690 C 380 610 820 700 1180 650 S 1500 620 1600 640 L 1600 900 L 0 900 Z" fill="#72ab6c"/>
    <path d="M 640 900 C 720 800 860 760 930 690 C 990 630 960 590 1020 560" fill="none" stroke="#ecdcb4" stroke-width="80" stroke-linecap="round"/>
    <circle cx="260" cy="560" r="60" fill="#5c9a57"/><rect x="252" y="590" width="16" height="90" fill="#6b5a2e"/>
    ${walker(860, 780, 1.1, '#2f4858')}${walker(1000, 770, 1, '#3f5f6f')}
    ${heart(420, 220, 120, '#e05a4f', 0.85)}`,
  ),
  'hero-tall': picture(
    'hero-tall',
    800,
    1000,
    'Upright illustration of two people walking up a winding sand path between green hills toward a rising sun.',
    `<defs>${linearGradient('bg', '#fde7c8', '#f6b99a', 'vertical')}</defs><rect width="800" height="1000" fill="url(#bg)"/>
    <circle cx="540" cy="260" r="130" fill="#fff1c9"/>
    <path d="M 0 560 C 200 480 420 540 800 470 L 800 1000 L 0 1000 Z" fill="#9cc98f"/>
    <path d="M 0 700 C 260 640 560 720 800 660 L 800 1000 L 0 1000 Z" fill="#72ab6c"/>
    <path d="M 240 1000 C 320 880 440 820 480 740 C 510 680 490 640 540 600" fill="none" stroke="#ecdcb4" stroke-width="80" stroke-linecap="round"/>
    ${walker(380, 900, 1.2, '#2f4858')}${walker(520, 880, 1.1, '#3f5f6f')}
    ${heart(190, 220, 110, '#e05a4f', 0.85)}`,
  ),
  'ticker-newsletter': picture(
    'ticker-newsletter',
    1200,
    900,
    'Illustration of an open envelope on a soft green background, a letter inside showing a red heart above a pulse line.',
    `<defs>${linearGradient('bg', '#e3f3ef', '#cfe8df')}</defs><rect width="1200" height="900" fill="url(#bg)"/>
    <circle cx="600" cy="470" r="340" fill="#ffffff" opacity="0.55"/>
    <path d="M 330 420 L 600 230 L 870 420 Z" fill="#f4faf8" stroke="#0b6e5e" stroke-width="10" stroke-linejoin="round"/>
    <rect x="390" y="290" width="420" height="320" rx="14" fill="#fdf7ee"/>
    ${heart(600, 370, 110, '#e05a4f')}${pulseLine(440, 760, 470, '#0b6e5e', 8)}
    <path d="M 330 420 L 600 600 L 870 420 L 870 740 L 330 740 Z" fill="#ffffff" stroke="#0b6e5e" stroke-width="10" stroke-linejoin="round"/>
    ${leaf(200, 700, -30, '#7fb08a', 140)}${leaf(1010, 230, 30, '#7fb08a', 120)}`,
  ),
  'driver-fitness-watch': picture(
    'driver-fitness-watch',
    1200,
    900,
    'Illustration of a fitness watch with a heart and a pulse line on its screen, between a folded yellow towel and a blue water bottle.',
    `<defs>${linearGradient('bg', '#eef4fb', '#d9e6f3')}</defs><rect width="1200" height="900" fill="url(#bg)"/>
    <rect x="520" y="120" width="160" height="660" rx="60" fill="#2f4858"/>
    <rect x="450" y="290" width="300" height="320" rx="70" fill="#1b2330"/>
    <rect x="480" y="320" width="240" height="260" rx="50" fill="#0f3b35"/>
    ${heart(600, 410, 90, '#e05a4f')}${pulseLine(500, 700, 520, '#7fd1c7', 6)}
    <rect x="745" y="400" width="20" height="60" rx="8" fill="#4a5566"/>
    <rect x="900" y="360" width="130" height="380" rx="45" fill="#2f7f9f"/><rect x="930" y="320" width="70" height="50" rx="12" fill="#1f5f7f"/>
    <rect x="150" y="560" width="260" height="160" rx="20" fill="#f2b84b"/><path d="M 150 610 L 410 610" stroke="#e0a53c" stroke-width="10"/>`,
  ),
  // Testimonial banner (wide and phone crop of one night scene) and the lived-experience portrait.
  'testimonial-night-wide': picture(
    'testimonial-night-wide',
    1500,
    500,
    'Illustration of a calm night: a crescent moon and stars over dark rooftops, one window lit warm yellow.',
    `<defs>${linearGradient('bg', '#1c2550', '#3b4c8c', 'vertical')}</defs><rect width="1500" height="500" fill="url(#bg)"/>
    ${[
      [120, 80],
      [260, 150],
      [420, 60],
      [520, 190],
      [610, 120],
      [780, 50],
      [900, 160],
      [980, 70],
      [1320, 90],
      [1420, 180],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#f5e6b8" opacity="0.8"/>`)
      .join('')}
    <mask id="crescent"><circle cx="1150" cy="150" r="80" fill="#ffffff"/><circle cx="1185" cy="125" r="72" fill="#000000"/></mask>
    <circle cx="1150" cy="150" r="80" fill="#f5e6b8" mask="url(#crescent)"/>
    <path d="M 0 500 L 0 360 L 120 360 L 120 300 L 200 240 L 280 300 L 280 360 L 420 360 L 420 320 L 560 320 L 560 380 L 700 380 L 700 280 L 780 220 L 860 280 L 860 360 L 1000 360 L 1000 330 L 1160 330 L 1160 380 L 1300 380 L 1300 300 L 1380 250 L 1460 300 L 1460 360 L 1500 360 L 1500 500 Z" fill="#141b3c"/>
    <rect x="760" y="300" width="40" height="50" rx="4" fill="#f7d98b"/>`,
  ),
  'testimonial-night-phone': picture(
    'testimonial-night-phone',
    800,
    600,
    'Closer illustration of the same night: a crescent moon and stars above a single roof with one warmly lit window.',
    `<defs>${linearGradient('bg', '#1c2550', '#3b4c8c', 'vertical')}</defs><rect width="800" height="600" fill="url(#bg)"/>
    ${[
      [90, 90],
      [200, 200],
      [310, 70],
      [430, 160],
      [720, 260],
      [760, 60],
      [140, 300],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#f5e6b8" opacity="0.8"/>`)
      .join('')}
    <mask id="crescent"><circle cx="580" cy="160" r="90" fill="#ffffff"/><circle cx="620" cy="132" r="81" fill="#000000"/></mask>
    <circle cx="580" cy="160" r="90" fill="#f5e6b8" mask="url(#crescent)"/>
    <path d="M 0 600 L 0 450 L 180 450 L 180 380 L 400 250 L 620 380 L 620 450 L 800 450 L 800 600 Z" fill="#141b3c"/>
    <rect x="370" y="360" width="60" height="76" rx="6" fill="#f7d98b"/>`,
  ),
  'lived-experience-portrait': picture(
    'lived-experience-portrait',
    600,
    600,
    'Abstract portrait illustration: the outline of a person’s head and shoulders on warm overlapping circles, beside a green leaf.',
    `<defs>${linearGradient('bg', '#fbe9d7', '#f2c9a6')}</defs><rect width="600" height="600" fill="url(#bg)"/>
    <circle cx="470" cy="120" r="150" fill="#ffffff" opacity="0.3"/><circle cx="90" cy="520" r="170" fill="#e59a6b" opacity="0.3"/>
    <circle cx="300" cy="235" r="95" fill="#8a4f3a"/>
    <path d="M 120 600 C 120 440 200 360 300 360 C 400 360 480 440 480 600 Z" fill="#2f6f5f"/>
    ${leaf(480, 440, -35, '#4f8a3a', 110)}`,
  ),
} satisfies Record<string, SeedImage>

export type PictureKey = keyof typeof PICTURES

// ---------------------------------------------------------------------------------------------------------
// Ad creatives (issue 28): flat brand-coloured banners with the ad's words, drawn at the ad's size and
// rasterised at twice it for sharp screens (the creatives' rule: the size, or exactly twice it).

/** What an ad creative says and its colours. */
export type AdArtwork = {
  brand: string
  /** The medium rectangle's headline (wrapped over up to three lines). */
  headline: string
  /** The leaderboards' one line. */
  short: string
  /** The mobile banners' one line (about 22 characters at most). */
  mobile: string
  cta: string
  colors: { bg: string; bg2: string; fg: string; muted: string; accent: string; onAccent: string }
}

const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif'

/** Words into lines of at most `max` characters (a word longer than that gets a line of its own). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** DejaVu Sans Bold's average character width, in ems (an estimate, on the generous side). */
const BOLD_EM = 0.68

/** The largest font size up to `size` at which `text` fits in `width`. */
function fitSize(text: string, width: number, size: number): number {
  return Math.max(8, Math.min(size, Math.floor(width / (text.length * BOLD_EM))))
}

/** A pill-shaped button ending at `right`, with centred text; returns its markup and width. */
function button(right: number, y: number, h: number, label: string, size: number, art: AdArtwork) {
  const w = Math.round(label.length * size * BOLD_EM + h)
  return {
    width: w,
    svg: `<rect x="${right - w}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${art.colors.accent}"/>
    <text x="${right - w / 2}" y="${y + h / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${art.colors.onAccent}">${escapeXml(label)}</text>`,
  }
}

function adBody(width: number, height: number, art: AdArtwork): string {
  const { colors } = art
  const text = (x: number, y: number, size: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}">${escapeXml(value)}</text>`
  const background = `<defs>${linearGradient('bg', colors.bg, colors.bg2)}</defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="${width - height * 0.25}" cy="${height * 0.1}" r="${height * 0.55}" fill="${colors.accent}" opacity="0.18"/>
    <rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${colors.fg}" stroke-opacity="0.25"/>`
  if (height >= 200) {
    // Rectangles: the brand, the headline over up to three lines, the button.
    const lines = wrapWords(art.headline, 18).slice(0, 3)
    const size = Math.min(...lines.map((line) => fitSize(line, width - 40, 25)))
    // The button starts under the text: its right end is its width from the left margin.
    const cta = button(20 + Math.round(art.cta.length * 15 * BOLD_EM + 38), height - 60, 38, art.cta, 15, art)
    return `${background}
      ${text(20, 38, 15, colors.muted, art.brand.toUpperCase())}
      ${lines.map((line, i) => text(20, 88 + i * (size + 7), size, colors.fg, line)).join('')}
      ${cta.svg}`
  }
  if (height >= 80) {
    // Leaderboards: the brand, a rule, one line, the button on the right.
    const brandWidth = Math.round(art.brand.length * 15 * BOLD_EM)
    const cta = button(width - 20, (height - 44) / 2, 44, art.cta, 16, art)
    const x = brandWidth + 56
    const size = fitSize(art.short, width - 20 - cta.width - 20 - x, width >= 900 ? 26 : 22)
    return `${background}
      ${text(22, height / 2 + 5, 15, colors.muted, art.brand.toUpperCase())}
      <rect x="${brandWidth + 38}" y="22" width="2" height="${height - 44}" fill="${colors.fg}" opacity="0.3"/>
      ${text(x, height / 2 + size * 0.35, size, colors.fg, art.short)}
      ${cta.svg}`
  }
  // Mobile banners: the brand small above one line, the button on the right.
  const cta = button(width - 10, (height - 28) / 2, 28, art.cta, 11, art)
  const size = fitSize(art.mobile, width - 10 - cta.width - 10 - 12, 14)
  return `${background}
    ${text(12, 19, 10, colors.muted, art.brand.toUpperCase())}
    ${text(12, 38, size, colors.fg, art.mobile)}
    ${cta.svg}`
}

/** An ad creative's picture: `seed-ad-{slug}-{w}x{h}.png`, drawn at the ad's size and stored at twice it. */
export function adImage(args: {
  slug: string
  size: { width: number; height: number }
  art: AdArtwork
  alt: string
}): SeedImage {
  const { width, height } = args.size
  return {
    filename: `seed-ad-${args.slug}-${width}x${height}.png`,
    alt: args.alt,
    width: width * 2,
    height: height * 2,
    format: 'png',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${height * 2}" viewBox="0 0 ${width} ${height}">${adBody(width, height, args.art)}</svg>`,
  }
}
