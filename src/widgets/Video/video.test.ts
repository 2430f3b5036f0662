import {
  embedCodeProblem,
  isoDuration,
  NO_VIDEOS_EXPERIMENT,
  NO_VIDEOS_VARIANT,
  playerName,
  transcriptLabel,
  VIDEO_PLACEHOLDER_TEXT,
  VIDEO_PLACEHOLDER_TITLE,
  videoObjectJsonLd,
  videoSource,
} from './video'

describe('constants', () => {
  it('match the spec', () => {
    expect(VIDEO_PLACEHOLDER_TITLE).toBe('Video Placeholder')
    expect(VIDEO_PLACEHOLDER_TEXT).toBe('Video implementation pending')
    expect([NO_VIDEOS_EXPERIMENT, NO_VIDEOS_VARIANT]).toEqual(['noVideos', 'on'])
  })
})

const YT = 'https://www.youtube.com/watch?v=abcDEF12345&t=1m30s'

describe('videoSource', () => {
  it.each([
    ['no embed code', {}, { state: 'placeholder' }],
    ['empty embed code', { embeddedVideoCode: '   ' }, { state: 'placeholder' }],
    [
      'no embed code, even with a video ID',
      { embeddedVideoCode: null, videoId: 'abcDEF12345' },
      { state: 'placeholder' },
    ],
    [
      'a YouTube address with a start time',
      { embeddedVideoCode: YT },
      { state: 'video', ref: { provider: 'youtube', videoId: 'abcDEF12345', playlistId: null, start: 90 } },
    ],
    [
      'a playlist',
      { embeddedVideoCode: 'https://www.youtube.com/playlist?list=PLabcdefghij123456' },
      {
        state: 'video',
        ref: { provider: 'youtube', videoId: null, playlistId: 'PLabcdefghij123456', start: null },
      },
    ],
    [
      'the code’s ids before the fields’',
      { embeddedVideoCode: YT, videoId: 'zzzzzzzzzzz', playListId: 'PLfieldfield1234' },
      {
        state: 'video',
        ref: { provider: 'youtube', videoId: 'abcDEF12345', playlistId: 'PLfieldfield1234', start: 90 },
      },
    ],
    [
      'a playlist embed with the video ID field',
      {
        embeddedVideoCode: 'https://www.youtube.com/embed/videoseries?list=PLabcdefghij123456',
        videoId: 'abcDEF12345',
      },
      {
        state: 'video',
        ref: { provider: 'youtube', videoId: 'abcDEF12345', playlistId: 'PLabcdefghij123456', start: null },
      },
    ],
    [
      'code the site cannot read, with a video ID',
      { embeddedVideoCode: '<div id="player"></div>', videoId: ' abcDEF12345 ' },
      { state: 'video', ref: { provider: 'youtube', videoId: 'abcDEF12345', playlistId: null, start: null } },
    ],
    [
      'code the site cannot read, with a playlist ID',
      { embeddedVideoCode: 'player', playListId: 'PLabcdefghij123456' },
      {
        state: 'video',
        ref: { provider: 'youtube', videoId: null, playlistId: 'PLabcdefghij123456', start: null },
      },
    ],
    [
      'a JW Player code (the YouTube fields do not apply)',
      { embeddedVideoCode: 'https://cdn.jwplayer.com/players/AbCd1234-XyZ98765.js', videoId: 'abcDEF12345' },
      {
        state: 'video',
        ref: { provider: 'jwplayer', videoId: 'AbCd1234-XyZ98765', playlistId: null, start: null },
      },
    ],
    ['code the site cannot read', { embeddedVideoCode: 'https://vimeo.com/123456789' }, { state: 'none' }],
    [
      'unreadable code and malformed IDs',
      { embeddedVideoCode: 'x', videoId: 'short', playListId: 'bad id!' },
      { state: 'none' },
    ],
  ])('%s', (_label, block, expected) => {
    expect(videoSource(block)).toEqual(expected)
  })
})

describe('embedCodeProblem', () => {
  it('asks the editor for a video the site can play', () => {
    expect(embedCodeProblem({ embeddedVideoCode: 'https://vimeo.com/1' })).toMatch(
      /^We could not find a YouTube or JW Player video/,
    )
  })
  it.each([[{}], [{ embeddedVideoCode: YT }], [{ embeddedVideoCode: 'x', videoId: 'abcDEF12345' }]])(
    'accepts %j',
    (block) => {
      expect(embedCodeProblem(block)).toBeNull()
    },
  )
})

describe('isoDuration', () => {
  it.each([
    ['4:30', 'PT4M30S'],
    ['10:24', 'PT10M24S'],
    ['1:02:03', 'PT1H2M3S'],
    ['1:00:00', 'PT1H'],
    ['0:45', 'PT45S'],
    ['45', 'PT45S'],
    ['90', 'PT1M30S'],
    ['120:00', 'PT2H'],
    ['4:00', 'PT4M'],
    [' 4:30 ', 'PT4M30S'],
    ['4:60', null],
    ['1:60:00', null],
    ['0:00', null],
    ['0', null],
    ['4m30s', null],
    ['4.5', null],
    ['', null],
    [null, null],
    [270, null],
  ])('isoDuration(%j) → %j', (value, iso) => {
    expect(isoDuration(value)).toBe(iso)
  })
})

describe('playerName and transcriptLabel', () => {
  it.each([
    [{ htmlTitle: 'Video: a warm-up walk', title: 'Walking' }, 'Video: a warm-up walk'],
    [{ htmlTitle: '  ', title: 'Walking' }, 'Walking'],
    [{ title: null }, ''],
  ])('playerName(%j) → %j', (block, name) => {
    expect(playerName(block)).toBe(name)
  })

  it.each([
    [undefined, 'Transcript'],
    ['', 'Transcript'],
    ['Spanish', 'Transcript (Spanish)'],
  ])('transcriptLabel(%j) → %j', (label, text) => {
    expect(transcriptLabel(label)).toBe(text)
  })
})

describe('videoObjectJsonLd', () => {
  const input = {
    id: 'https://wellread.example/a#video-1',
    name: 'A morning walk',
    description: 'Ten minutes to start the day.',
    thumbnailUrl: 'https://wellread.example/media/poster.webp',
    uploadDate: '2025-09-15T12:00:00.000Z',
    duration: 'PT10M24S',
    ref: { provider: 'youtube' as const, videoId: 'abcDEF12345', playlistId: null, start: 90 },
  }

  it('names the video, the site’s poster, the date and the privacy-enhanced player', () => {
    expect(videoObjectJsonLd(input)).toEqual({
      '@type': 'VideoObject',
      '@id': 'https://wellread.example/a#video-1',
      name: 'A morning walk',
      description: 'Ten minutes to start the day.',
      thumbnailUrl: 'https://wellread.example/media/poster.webp',
      uploadDate: '2025-09-15T12:00:00.000Z',
      duration: 'PT10M24S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345?start=90',
    })
  })

  it('leaves out what the editor did not give', () => {
    expect(videoObjectJsonLd({ ...input, description: '', duration: null })).not.toHaveProperty('description')
    expect(videoObjectJsonLd({ ...input, duration: null })).not.toHaveProperty('duration')
  })

  it.each([
    ['no name', { name: '' }],
    ['no poster', { thumbnailUrl: null }],
    ['no upload date', { uploadDate: '' }],
    ['an unreadable upload date', { uploadDate: 'last spring' }],
  ])('is null with %s (required by search engines)', (_label, change) => {
    expect(videoObjectJsonLd({ ...input, ...change })).toBeNull()
  })
})
