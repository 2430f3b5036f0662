/*
 * From a stored carousel block to the cards readers see (spec 000 §3 "Carousel cards", §5). Malformed or
 * half-filled content shows what it can: a card missing what it needs is left out, never an error.
 */
import type { CarouselBlock } from '@/cms/payload-types'
import { type ImageView, imageView } from '@/content/image'
import { textOf } from '@/lib/text'
import { capLessons, uniqueBy } from './carousel'

export type CarouselKind = CarouselBlock['kind']

/** A question card: the question on the front; the answer and its explanation on the back. */
export type QuestionCard = { type: 'question'; question: string; answer: string; description: string }
/** A daily-dose card: a picture (one for phones, one for wider screens) on the front; lessons on the back. */
export type DoseCard = {
  type: 'dose'
  mobile: ImageView
  /** From tablet width up; null shows the phone picture everywhere. */
  desktop: ImageView | null
  title: string
  lessons: string[]
}
/** A value-prop card: a picture and a title. */
export type ValueCard = { type: 'value'; title: string; image: ImageView | null }
/** A picture of the image gallery. */
export type ImageCard = { type: 'image'; image: ImageView }

export type CarouselCard = QuestionCard | DoseCard | ValueCard | ImageCard

export type CarouselView = {
  kind: CarouselKind
  header: string
  description: string
  /** The carousel's name for screen readers: its heading, or what it holds. */
  label: string
  cards: CarouselCard[]
}

/** The carousel's name when it has no heading. */
export const KIND_LABELS: Record<CarouselKind, string> = {
  questions: 'Question cards',
  dailyDose: 'Daily dose',
  valueProps: 'Why trust us',
  images: 'Image gallery',
}

const KINDS = Object.keys(KIND_LABELS) as CarouselKind[]
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : []
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** Question cards: a question and an answer or an explanation. */
export function questionCards(rows: unknown): QuestionCard[] {
  return listOf(rows).flatMap((row) => {
    const back = recordOf(row.back)
    const question = textOf(row.title)
    const answer = textOf(back.answer)
    const description = textOf(back.description)
    return question && (answer || description)
      ? [{ type: 'question' as const, question, answer, description }]
      : []
  })
}

/**
 * Daily-dose cards: a picture (the phone one, or the wide one when only that was uploaded) and a title or
 * lessons; at most 3 lessons, whatever is stored.
 */
export function doseCards(rows: unknown): DoseCard[] {
  return listOf(rows).flatMap((row) => {
    const images = recordOf(row.images)
    const back = recordOf(row.back)
    const mobileImage = imageView(images.mobile)
    const desktopImage = imageView(images.desktop)
    const mobile = mobileImage ?? desktopImage
    const title = textOf(back.title)
    const lessons = capLessons(back.lessons)
    if (!mobile || (!title && lessons.length === 0)) return []
    return [{ type: 'dose' as const, mobile, desktop: mobileImage ? desktopImage : null, title, lessons }]
  })
}

/** Value-prop cards: a title, with its picture when there is one. */
export function valueCards(rows: unknown): ValueCard[] {
  return listOf(rows).flatMap((row) => {
    const title = textOf(row.title)
    return title ? [{ type: 'value' as const, title, image: imageView(row.media, '') }] : []
  })
}

/** Gallery pictures: each image source once, in the editor's order. */
export function imageCards(rows: unknown): ImageCard[] {
  const images = listOf(rows).flatMap((row) => {
    const image = imageView(row.image)
    return image ? [{ type: 'image' as const, image }] : []
  })
  return uniqueBy(images, (card) => card.image.src)
}

/** The carousel readers see, or null when there is nothing to show. */
export function carouselView(block: Partial<CarouselBlock> | null | undefined): CarouselView | null {
  const data = recordOf(block)
  const kind = KINDS.includes(data.kind as CarouselKind) ? (data.kind as CarouselKind) : null
  if (!kind) return null
  const cards: CarouselCard[] =
    kind === 'questions'
      ? questionCards(data.questionCards)
      : kind === 'dailyDose'
        ? doseCards(data.dailyDoseCards)
        : kind === 'valueProps'
          ? valueCards(data.valuePropCards)
          : imageCards(data.images)
  if (cards.length === 0) return null
  const header = textOf(data.header)
  return { kind, header, description: textOf(data.description), label: header || KIND_LABELS[kind], cards }
}

/** A DOM id for the carousel, unique on the page: from the block's id, else its position. */
export function carouselDomId(blockId: unknown, ordinal = 1): string {
  const id = textOf(blockId).replace(/[^A-Za-z0-9_-]/g, '')
  return id ? `carousel-${id}` : `carousel-n${ordinal}`
}
