import 'server-only'
import { config } from '@/platform/config.mjs'
import { stateStore } from '@/platform/state'
import { type BotCheckResult, createBotCheckChallenge, verifyBotCheckToken } from './botcheck'
import { botCheckKey } from './secrets'
import type { BotCheckChallenge } from './shared'

export type { BotCheckResult } from './botcheck'

/** A new challenge signed with this site's key (`BOT_CHECK_MAX_NUMBER` sets the work). */
export function newBotCheckChallenge(): Promise<BotCheckChallenge> {
  return createBotCheckChallenge({ hmacKey: botCheckKey(), maxNumber: config().botCheck.maxNumber })
}

/** Check a share call's token; used tokens are remembered in the shared state store until they expire. */
export function checkBotCheckToken(token: string): Promise<BotCheckResult> {
  return verifyBotCheckToken(token, { hmacKey: botCheckKey(), store: stateStore() })
}
