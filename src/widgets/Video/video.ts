import { textOf } from '@/lib/text'
import {
  parseVideoEmbed,
  type VideoRef,
  videoFrameSrc,
  YOUTUBE_PLAYLIST_ID,
  YOUTUBE_VIDEO_ID,
} from '../embed/providers'

/** 001 §8: a video block without embed code. */
export const VIDEO_PLACEHOLDER_TITLE = 'Video Placeholder'
export const VIDEO_PLACEHOLDER_TEXT = 'Video implementation pending'

/**
 * 000 §5: the `noVideos` test flag suppresses every video. It is an experiment (ADR 13): on pages where it
 * runs, readers in its `on` variant get `html[data-ab-no-videos="on"]` before the first paint and the
 * widget's CSS hides every video block (markup still in the one cached page; nothing loads).
 */
export const NO_VIDEOS_EXPERIMENT = 'noVideos'
export const NO_VIDEOS_VARIANT = 'on'

/** The block fields that say which video to play. */
export type VideoFields = {
  embeddedVideoCode?: string | null
  videoId?: string | null
  playListId?: string | null
}

/**
 * What a video block shows (000 §5): the placeholder without embed code; otherwise the video named by the
 * embed code (YouTube or JW Player, with its start time), the video ID and playlist ID fields filling in
 * what the code does not name (YouTube); nothing when no video id or playlist id is found.
 */
export type VideoSource = { state: 'placeholder' } | { state: 'none' } | { state: 'video'; ref: VideoRef }

export function videoSource(block: VideoFields): VideoSource {
  const code = textOf(block.embeddedVideoCode)
  if (!code) return { state: 'placeholder' }
  const fieldId = textOf(block.videoId)
  const fieldList = textOf(block.playListId)
  const videoId = YOUTUBE_VIDEO_ID.test(fieldId) ? fieldId : null
  const playlistId = YOUTUBE_PLAYLIST_ID.test(fieldList) ? fieldList : null
  const parsed = parseVideoEmbed(code)
  const ref: VideoRef | null =
    parsed?.provider === 'jwplayer'
      ? parsed
      : parsed
        ? { ...parsed, videoId: parsed.videoId ?? videoId, playlistId: parsed.playlistId ?? playlistId }
        : videoId || playlistId
          ? { provider: 'youtube', videoId, playlistId, start: null }
          : null
  return ref && (ref.videoId || ref.playlistId) ? { state: 'video', ref } : { state: 'none' }
}

/** The editor's message when the embed code names no video the site can play (null when fine). */
export function embedCodeProblem(block: VideoFields): string | null {
  return videoSource(block).state === 'none'
    ? 'We could not find a YouTube or JW Player video in this embed code. Paste the code from YouTube (Share → Embed) or JW Player, or the video’s address, e.g. https://youtu.be/abc123DEF45, or fill in the YouTube video ID below.'
    : null
}

/**
 * A length as editors type it (`4:30`, `1:02:03`, `45`, seconds up to 59 after a colon) in ISO 8601 for
 * structured data (`PT4M30S`); null when unreadable or zero.
 */
export function isoDuration(value: unknown): string | null {
  const text = textOf(value)
  const match = /^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})$/.exec(text)
  if (!match) return null
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
  ]
  if (match[2] !== undefined && seconds > 59) return null
  if (match[1] !== undefined && minutes > 59) return null
  const total = hours * 3600 + minutes * 60 + seconds
  if (total <= 0) return null
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`
}

/** The name screen readers hear for the player: the editor's, else the title. */
export function playerName(block: { htmlTitle?: string | null; title?: string | null }): string {
  return textOf(block.htmlTitle) || textOf(block.title)
}

/** The VideoObject's input: the block's words, the poster's address and the video's. */
export type VideoObjectInput = {
  id: string
  name: string
  description: string
  /** Absolute address of the site's poster. */
  thumbnailUrl: string | null
  uploadDate: string
  duration?: string | null
  /** The first transcript as plain text (schema.org VideoObject.transcript). */
  transcript?: string
  ref: VideoRef
}

/**
 * schema.org VideoObject for a video (Google's video rich result): name, description, thumbnailUrl (the
 * site's poster), uploadDate, duration, transcript, embedUrl (the privacy-enhanced player). Null unless the required
 * three are there: a name, a poster and the date the video was first published (editors fill them).
 * contentUrl is not given: the services do not publish the file's address.
 */
export function videoObjectJsonLd(
  input: VideoObjectInput,
): (Record<string, unknown> & { '@type': string }) | null {
  const uploadDate = textOf(input.uploadDate)
  if (!input.name || !input.thumbnailUrl || !uploadDate || Number.isNaN(new Date(uploadDate).getTime()))
    return null
  return {
    '@type': 'VideoObject',
    '@id': input.id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    thumbnailUrl: input.thumbnailUrl,
    uploadDate,
    ...(input.duration ? { duration: input.duration } : {}),
    ...(input.transcript ? { transcript: input.transcript } : {}),
    embedUrl: videoFrameSrc(input.ref, { autoplay: false }),
  }
}

/** A transcript's disclosure label: "Transcript", or "Transcript (Spanish)" when the editor named it. */
export function transcriptLabel(label: unknown): string {
  const text = textOf(label)
  return text ? `Transcript (${text})` : 'Transcript'
}
