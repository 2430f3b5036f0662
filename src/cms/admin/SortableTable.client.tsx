'use client'

import { type ReactNode, useMemo, useState } from 'react'
import styles from './reports.module.css'

/** A column of a report table: how to sort by it and how to show it. */
export type Column<Row> = {
  /** Unique among the table's columns. */
  id: string
  label: string
  /** What the column sorts by: text sorts A to Z first, numbers largest first (null below every number). */
  sortValue: (row: Row) => string | number | null
  /** What the cell shows; numbers with thousands separators by default. */
  render?: (row: Row) => ReactNode
}

const number = (n: number) => n.toLocaleString('en-US')

function compare(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'string' || typeof b === 'string') return String(a ?? '').localeCompare(String(b ?? ''))
  return (a ?? Number.NEGATIVE_INFINITY) - (b ?? Number.NEGATIVE_INFINITY) || 0
}

/**
 * A sortable report table (the click report's product, article and promotion tables): click a column heading
 * to sort by it (again to reverse). The first column names the row (a row header, so a screen reader and a
 * test find a row by it); the caption names the table.
 */
export function SortableTable<Row extends { key: string }>({
  caption,
  columns,
  rows,
  initialSort,
  empty,
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  initialSort: { id: string; desc: boolean }
  /** Shown in place of rows when there are none: what that means, in editors' words. */
  empty: string
}) {
  const [sort, setSort] = useState(initialSort)
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort.id) ?? columns[0]
    if (!column) return rows
    const out = [...rows].sort((a, b) => compare(column.sortValue(a), column.sortValue(b)))
    return sort.desc ? out.reverse() : out
  }, [rows, columns, sort])
  const isText = (column: Column<Row>) =>
    rows.length > 0 && typeof column.sortValue(rows[0] as Row) === 'string'
  const [first, ...rest] = columns
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr className={styles.headRow}>
          {columns.map((column, i) => (
            <th
              key={column.id}
              scope="col"
              aria-sort={sort.id === column.id ? (sort.desc ? 'descending' : 'ascending') : 'none'}
              className={i === 0 || isText(column) ? styles.textHeading : styles.heading}
            >
              <button
                type="button"
                className={`btn btn--style-none ${styles.sortButton}`}
                // A new column sorts numbers largest first and text A to Z; the same column reverses.
                onClick={() =>
                  setSort((s) => ({
                    id: column.id,
                    desc: s.id === column.id ? !s.desc : !(i === 0 || isText(column)),
                  }))
                }
              >
                {column.label}
                {sort.id === column.id ? (sort.desc ? ' ↓' : ' ↑') : ''}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 || !first ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {empty}
            </td>
          </tr>
        ) : (
          sorted.map((row) => (
            <tr key={row.key} className={styles.bodyRow}>
              <th scope="row" className={styles.textCell}>
                {first.render ? first.render(row) : String(first.sortValue(row) ?? '')}
              </th>
              {rest.map((column) => {
                const value = column.sortValue(row)
                return (
                  <td key={column.id} className={typeof value === 'string' ? styles.textCell : styles.cell}>
                    {column.render ? column.render(row) : typeof value === 'number' ? number(value) : value}
                  </td>
                )
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
