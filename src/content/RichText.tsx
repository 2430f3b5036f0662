import type { ReactNode } from 'react'
import { CONTENT_DISPLAY, Picture } from '@/content/Picture'
import { linkAttributes, safeHref } from '@/lib/links'
import { ownHost } from '@/platform/runtime'
import { imageView } from './image'
import { childNodes, hasFormat, isRecord, type LexicalNode, rootChildren, TEXT_FORMAT } from './lexical'
import styles from './RichText.module.css'

type RenderOptions = { siteHost: string; headingOffset: number }

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const

function renderText(node: LexicalNode, key: number): ReactNode {
  const raw = typeof node.text === 'string' ? node.text : ''
  if (!raw) return null
  let out: ReactNode = raw
  const f = node.format
  if (hasFormat(f, TEXT_FORMAT.code)) out = <code>{out}</code>
  if (hasFormat(f, TEXT_FORMAT.subscript)) out = <sub>{out}</sub>
  if (hasFormat(f, TEXT_FORMAT.superscript)) out = <sup>{out}</sup>
  if (hasFormat(f, TEXT_FORMAT.strikethrough)) out = <s>{out}</s>
  if (hasFormat(f, TEXT_FORMAT.underline)) out = <u>{out}</u>
  if (hasFormat(f, TEXT_FORMAT.italic)) out = <em>{out}</em>
  if (hasFormat(f, TEXT_FORMAT.bold)) out = <strong>{out}</strong>
  return <span key={key}>{out}</span>
}

/** The href of a link node: a custom URL, or an internal link to an article document. */
function linkHref(node: LexicalNode): string | null {
  const fields = isRecord(node.fields) ? node.fields : {}
  if (fields.linkType === 'internal' && isRecord(fields.doc)) {
    const value = fields.doc.value
    if (isRecord(value) && typeof value.section === 'string' && typeof value.slug === 'string') {
      return `/${value.section}/${value.slug}`
    }
    return null
  }
  return safeHref(fields.url ?? node.url)
}

function renderUpload(node: LexicalNode, key: number): ReactNode {
  const value = node.value
  if (!isRecord(value) || typeof value.url !== 'string' || !safeHref(value.url)) return null
  const image = imageView(value)
  if (!image) return null
  const caption = typeof value.credit === 'string' && value.credit ? value.credit : null
  // Never wider than the text column, nor than the picture itself (`max-width: 100%`, no upscaling).
  const own = image.width ?? Number.POSITIVE_INFINITY
  const display = {
    mobile: Math.min(own, CONTENT_DISPLAY.mobile),
    desktop: Math.min(own, CONTENT_DISPLAY.desktop),
  }
  return (
    <figure key={key} className={styles.figure}>
      <Picture image={image} display={display} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}

function renderNodes(nodes: LexicalNode[], opts: RenderOptions): ReactNode[] {
  return nodes.map((node, i) => renderNode(node, i, opts))
}

function renderNode(node: LexicalNode, key: number, opts: RenderOptions): ReactNode {
  const kids = () => renderNodes(childNodes(node), opts)
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'tab':
      return <span key={key}> </span>
    case 'paragraph':
      return <p key={key}>{kids()}</p>
    case 'heading': {
      const level = typeof node.tag === 'string' ? Number(node.tag.replace('h', '')) : 2
      const index = Math.min(Math.max((Number.isFinite(level) ? level : 2) - 2 + opts.headingOffset, 0), 4)
      const Tag = HEADING_TAGS[index] ?? 'h2'
      return <Tag key={key}>{kids()}</Tag>
    }
    case 'quote':
      return <blockquote key={key}>{kids()}</blockquote>
    case 'list': {
      const Tag = node.listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul'
      return <Tag key={key}>{kids()}</Tag>
    }
    case 'listitem': {
      // A list item that only wraps a nested list renders without its own bullet.
      const children = childNodes(node)
      const nestedOnly = children.length > 0 && children.every((c) => c.type === 'list')
      return (
        <li key={key} className={nestedOnly ? styles.nested : undefined}>
          {kids()}
        </li>
      )
    }
    case 'link':
    case 'autolink': {
      const href = linkHref(node)
      if (!href) return <span key={key}>{kids()}</span>
      const newTab = isRecord(node.fields) && node.fields.newTab === true
      return (
        <a key={key} {...linkAttributes(href, opts.siteHost, { newTab })}>
          {kids()}
        </a>
      )
    }
    case 'horizontalrule':
      return <hr key={key} />
    case 'upload':
      return renderUpload(node, key)
    case 'block':
      // Widget blocks are taken out by the body pipeline; a block nested elsewhere is not rendered.
      return null
    default:
      // Unknown element: keep its text content rather than lose it.
      return childNodes(node).length ? <span key={key}>{kids()}</span> : null
  }
}

/** Render Lexical nodes (already extracted from an editor state). */
export function RichTextNodes({
  nodes,
  siteHost = ownHost(),
  headingOffset = 0,
}: {
  nodes: LexicalNode[]
  siteHost?: string
  headingOffset?: number
}) {
  return <>{renderNodes(nodes, { siteHost, headingOffset })}</>
}

/**
 * Render a stored rich-text value. Malformed values render nothing (never throw).
 * `headingOffset` shifts heading levels down (e.g. 1 inside a widget whose own title is an h2).
 */
export function RichText({
  data,
  className,
  siteHost,
  headingOffset,
}: {
  data: unknown
  className?: string
  siteHost?: string
  headingOffset?: number
}) {
  const nodes = rootChildren(data)
  if (!nodes || nodes.length === 0) return null
  return (
    <div className={[styles.richText, className].filter(Boolean).join(' ')}>
      <RichTextNodes nodes={nodes} siteHost={siteHost} headingOffset={headingOffset} />
    </div>
  )
}
