/*
 * The first-party ad server's decision (issue 28): which creative fills each ad slot of one page view. Pure:
 * the campaigns and the request in, the choice and its reasons out (the admin's "who fills this slot and why"
 * is the same computation). Modelled on Revive Adserver's delivery: one call answers every slot of a page.
 *
 * Rules, in order (the first that fails excludes a campaign for a slot, and its sentence says why):
 * - the page: an ad-free page takes no ad at all; a page on a sensitive topic takes house ads only;
 * - the campaign: switched on; inside its flight; section, category, template, device, country, position and
 *   keyword targeting (an empty list targets all); none of its excluded categories on the page; a creative of
 *   the slot's size; under the reader's frequency cap, which is known only with advertising consent (without
 *   it nothing about the reader is stored, so caps cannot apply and the decision is contextual only);
 * - among the rest: the highest tier (sponsorship, then standard, then house); within a tier, campaigns on or
 *   behind their even pace before those ahead of it (an impression goal spread evenly over the flight); then a
 *   weighted pick by the reader's bucket and the slot, so the same bucket gets the same answer (cacheable per
 *   targeting key). A campaign already chosen for another slot of the page is passed over while another can
 *   fill, and a creative never shows twice on one page, except a house ad filling what nothing else can.
 */

import type { AdPosition, AdSizeName } from '@/lib/ads'
import type { DeviceType } from '@/lib/placements'
import { bucketPoint, weightedPick } from '@/services/drivers/engine'

export const AD_TIERS = ['sponsorship', 'standard', 'house'] as const
export type AdTier = (typeof AD_TIERS)[number]

export type AdCreative = { id: string; size: AdSizeName }

export type AdCampaign = {
  id: string
  name: string
  enabled: boolean
  tier: AdTier
  weight: number
  /** ISO dates; null: open-ended. */
  startsAt: string | null
  endsAt: string | null
  /** Impressions to deliver evenly over the flight, and how many were delivered so far (null: no goal). */
  impressionGoal: number | null
  delivered: number
  targeting: {
    sections: string[]
    categories: string[]
    templates: string[]
    devices: DeviceType[]
    countries: string[]
    positions: AdPosition[]
    keywords: string[]
  }
  excludeCategories: string[]
  frequencyCap: { count: number; days: number } | null
  creatives: AdCreative[]
}

export type AdSlotRequest = { id: string; position: AdPosition; size: AdSizeName }

export type AdRequest = {
  section: string | null
  template: string | null
  categorySlugs: string[]
  keywords: string[]
  deviceType: DeviceType | null
  country: string | null
  adFree: boolean
  sensitive: boolean
  /** Whether the reader consented to advertising: only then are frequency caps known and applied. */
  advertisingConsent: boolean
  /** Campaigns this reader has seen as often as their cap allows (sent only with consent). */
  cappedCampaigns: string[]
  bucket: number
  slots: AdSlotRequest[]
  now: number
}

export type AdChoice = { campaignId: string; creativeId: string } | null
/** A campaign named in an explanation, and why it does not fill the slot. */
export type PassedCampaign = { campaignId: string; campaign: string; reason: string }
export type SlotExplanation = {
  slot: string
  choice: AdChoice
  /** The names of the campaigns that could fill the slot: they pass every rule and have a creative left for it. */
  candidates: string[]
  /** Every campaign that fails a rule, with the first rule it fails (ad-free page: one entry, campaign `*`). */
  excluded: PassedCampaign[]
  /** Every campaign that passes the rules but does not fill this slot, with why (tier, pacing, weight, the page). */
  passedOver: PassedCampaign[]
  /** The campaigns the weighted pick chose among, each with its share of reader buckets (0 to 1, adding to 1). */
  shares: { campaignId: string; campaign: string; share: number }[]
}

const matches = (wanted: readonly string[], have: readonly (string | null)[]) =>
  wanted.length === 0 || have.some((h) => h !== null && wanted.includes(h))

/** The impressions an even pace would have delivered by `now`, or null without a goal or flight. */
export function pacedSoFar(campaign: AdCampaign, now: number): number | null {
  if (campaign.impressionGoal === null || !campaign.startsAt || !campaign.endsAt) return null
  const start = Date.parse(campaign.startsAt)
  const end = Date.parse(campaign.endsAt)
  if (!(end > start)) return null
  const share = Math.min(1, Math.max(0, (now - start) / (end - start)))
  return campaign.impressionGoal * share
}

/** Why a campaign cannot fill a slot of this page, or null when it can. */
export function adExclusion(campaign: AdCampaign, slot: AdSlotRequest, req: AdRequest): string | null {
  const t = campaign.targeting
  if (!campaign.enabled) return 'Switched off.'
  if (req.sensitive && campaign.tier !== 'house') return 'This page is on a sensitive topic: house ads only.'
  if (campaign.startsAt && req.now < Date.parse(campaign.startsAt)) return `Starts ${campaign.startsAt}.`
  if (campaign.endsAt && req.now >= Date.parse(campaign.endsAt)) return `Ended ${campaign.endsAt}.`
  if (!matches(t.positions, [slot.position])) return `Shows only at ${t.positions.join(', ')}.`
  if (!campaign.creatives.some((c) => c.size === slot.size))
    return `No creative of the slot's size (${slot.size}).`
  if (!matches(t.sections, [req.section])) return `Shows only in ${t.sections.join(', ')}.`
  if (!matches(t.categories, req.categorySlugs))
    return `Shows only in the categories ${t.categories.join(', ')}.`
  if (!matches(t.templates, [req.template])) return `Shows only on ${t.templates.join(', ')} pages.`
  if (!matches(t.devices, [req.deviceType])) return `Shows only on ${t.devices.join(', ')}.`
  if (!matches(t.countries, [req.country])) return `Shows only in ${t.countries.join(', ')}.`
  if (!matches(t.keywords, req.keywords)) return `Shows only with the keywords ${t.keywords.join(', ')}.`
  const excluded = campaign.excludeCategories.filter((c) => req.categorySlugs.includes(c))
  if (excluded.length > 0) return `Kept off the categories ${excluded.join(', ')}.`
  if (req.advertisingConsent && campaign.frequencyCap && req.cappedCampaigns.includes(campaign.id))
    return `This reader has seen it ${campaign.frequencyCap.count} times in ${campaign.frequencyCap.days} days.`
  return null
}

const percentText = (share: number) => `${Math.round(share * 1000) / 10}%`
const count = (n: number) => Math.round(n).toLocaleString('en-US')

/** Every slot's choice and why, for the API and the admin alike. */
export function explainAds(campaigns: readonly AdCampaign[], req: AdRequest): SlotExplanation[] {
  const usedCampaigns = new Set<string>()
  const usedCreatives = new Set<string>()
  return req.slots.map((slot) => {
    const excluded: PassedCampaign[] = []
    if (req.adFree) {
      return {
        slot: slot.id,
        choice: null,
        candidates: [],
        excluded: [{ campaignId: '*', campaign: '*', reason: 'This page is ad-free.' }],
        passedOver: [],
        shares: [],
      }
    }
    const eligible: AdCampaign[] = []
    for (const campaign of campaigns) {
      const reason = adExclusion(campaign, slot, req)
      if (reason) excluded.push({ campaignId: campaign.id, campaign: campaign.name, reason })
      else eligible.push(campaign)
    }
    // What the page held before this slot: why a campaign that passes the rules is not in the pool.
    const usedBefore = new Set(usedCreatives)
    const campaignsBefore = new Set(usedCampaigns)
    // A creative shows once per page; a campaign fills one slot while another campaign can. House ads fill
    // what is left, repeating a creative if they must (an empty slot earns nothing and looks broken).
    let group: AdCampaign[] = []
    let picked: AdCampaign | null = null
    const pick = (reuse: boolean): AdChoice => {
      const fits = (k: AdCreative) => k.size === slot.size && (reuse || !usedCreatives.has(k.id))
      const withCreative = eligible.filter((c) => (!reuse || c.tier === 'house') && c.creatives.some(fits))
      const fresh = withCreative.filter((c) => !usedCampaigns.has(c.id))
      pool = fresh.length > 0 ? fresh : withCreative
      for (const tier of AD_TIERS) {
        const inTier = pool.filter((c) => c.tier === tier)
        if (inTier.length === 0) continue
        const onPace = inTier.filter((c) => {
          const paced = pacedSoFar(c, req.now)
          return paced === null || c.delivered <= paced
        })
        group = onPace.length > 0 ? onPace : inTier
        const chosen = weightedPick(group, bucketPoint(req.bucket, slot.id))
        const creative = chosen?.creatives.find(fits)
        if (chosen && creative) {
          picked = chosen
          usedCampaigns.add(chosen.id)
          usedCreatives.add(creative.id)
          return { campaignId: chosen.id, creativeId: creative.id }
        }
      }
      return null
    }
    let pool: AdCampaign[] = []
    const choice = pick(false) ?? pick(true)
    const winner = picked as AdCampaign | null
    const total = group.reduce((sum, c) => sum + Math.max(0, c.weight), 0)
    const shares = winner
      ? group.map((c) => ({
          campaignId: c.id,
          campaign: c.name,
          share: total > 0 ? Math.max(0, c.weight) / total : c === winner ? 1 : 0,
        }))
      : []
    const passedOver: PassedCampaign[] = []
    const pass = (c: AdCampaign, reason: string) =>
      passedOver.push({ campaignId: c.id, campaign: c.name, reason })
    const rank = (c: AdCampaign) => AD_TIERS.indexOf(c.tier)
    for (const c of eligible) {
      if (c === winner) continue
      if (!pool.includes(c)) {
        const free = c.creatives.some((k) => k.size === slot.size && !usedBefore.has(k.id))
        if (!free || !campaignsBefore.has(c.id))
          pass(c, 'Its creatives of this size already show on this page, and a creative shows once per page.')
        else
          pass(
            c,
            'Already fills another slot of this page: it gives way while another campaign can fill this one.',
          )
      } else if (winner && rank(c) > rank(winner)) {
        pass(c, 'A campaign of a higher tier fills it first (sponsorship, then standard, then house).')
      } else if (winner && !group.includes(c)) {
        pass(
          c,
          `Ahead of its even pace (${count(c.delivered)} viewable impressions delivered, ${count(pacedSoFar(c, req.now) ?? 0)} due by now): campaigns on or behind their pace fill first.`,
        )
      } else if (winner) {
        const share = shares.find((x) => x.campaignId === c.id)?.share ?? 0
        pass(
          c,
          `Shares this slot by weight with the other candidates (${percentText(share)} of readers); reader bucket ${req.bucket} gets “${winner.name}”.`,
        )
      }
    }
    return { slot: slot.id, choice, candidates: pool.map((c) => c.name), excluded, passedOver, shares }
  })
}

/** The decision the API answers: each slot's creative, or null (the slot collapses if below the screen). */
export function chooseAds(campaigns: readonly AdCampaign[], req: AdRequest): Record<string, AdChoice> {
  return Object.fromEntries(explainAds(campaigns, req).map((e) => [e.slot, e.choice]))
}
