'use client'

import { useEffect, useState } from 'react'

/**
 * A date-and-time field that sends, beside what the editor typed (their own clock, as the driver's Starts
 * and Ends fields show it), their time zone's offset on that date (`tz`, minutes as `getTimezoneOffset`), so
 * the server checks the moment the editor meant, summer time included. Empty means now.
 */
export function LocalDateTime({
  id,
  name,
  tzName,
  defaultValue,
  describedBy,
}: {
  id: string
  name: string
  tzName: string
  defaultValue: string
  describedBy?: string
}) {
  const [value, setValue] = useState(defaultValue)
  const [offset, setOffset] = useState('')
  // Set in the browser only (the server's time zone is not the editor's): a date-time without an offset is
  // read in the browser's time zone, and its offset is the one on that date, not today's.
  useEffect(() => {
    const local = value ? new Date(value) : null
    setOffset(local && !Number.isNaN(local.getTime()) ? String(local.getTimezoneOffset()) : '')
  }, [value])
  return (
    <>
      <input
        id={id}
        type="datetime-local"
        name={name}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => setValue(event.target.value)}
      />
      <input type="hidden" name={tzName} value={offset} />
    </>
  )
}
