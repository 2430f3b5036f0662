/**
 * The editors' privacy settings (Site settings → Privacy) as the banner, the page's privacy settings script
 * and the consent calls use them, with safe defaults for an unsaved global or an old row. Pure; no CMS import
 * (the argument is the stored global's shape, loosely typed).
 */
import { TCF_POLICY_VERSION_DEFAULT } from './consent'

/** The longest "what changed" text the banner shows (one or two sentences). */
export const WHAT_CHANGED_MAX_LENGTH = 280

export type PrivacySettings = {
  /** Raised by editors when the policy or the partners change: every reader is asked again. */
  policyVersion: number
  /** The TCF policy version recorded with each decision (002 §9: 5 by default). */
  tcfPolicyVersion: number
  /** What the banner says first to a reader asked again; '' when the editors left it empty. */
  whatChanged: string
}

type StoredPrivacy = {
  policyVersion?: unknown
  tcfPolicyVersion?: unknown
  whatChanged?: unknown
}

const positiveInteger = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999_999 ? value : fallback

/** The privacy group of the site settings global, or the defaults (version 1, TCF 5, no text). */
export function privacySettingsOf(
  settings: { privacy?: StoredPrivacy | null } | null | undefined,
): PrivacySettings {
  const privacy = settings?.privacy ?? {}
  const whatChanged =
    typeof privacy.whatChanged === 'string'
      ? privacy.whatChanged.replace(/\s+/g, ' ').trim().slice(0, WHAT_CHANGED_MAX_LENGTH)
      : ''
  return {
    policyVersion: positiveInteger(privacy.policyVersion, 1),
    tcfPolicyVersion: positiveInteger(privacy.tcfPolicyVersion, TCF_POLICY_VERSION_DEFAULT),
    whatChanged,
  }
}
