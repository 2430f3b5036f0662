import type { Field, NumberFieldSingleValidation } from 'payload'
import { TCF_POLICY_VERSION_DEFAULT } from '@/privacy/consent/consent'
import { WHAT_CHANGED_MAX_LENGTH } from '@/privacy/consent/settings'

/**
 * A whole number from 1 up (the versions), with a message an editor can act on. Empty is allowed (an older
 * row, a save that leaves the group out): the site then uses the default (`privacySettingsOf`).
 */
const wholeNumberFromOne =
  (label: string): NumberFieldSingleValidation =>
  (value) =>
    value === null ||
    value === undefined ||
    (Number.isInteger(value) && value >= 1 && value <= 999_999) ||
    `${label} must be a whole number from 1 up.`

/**
 * Site settings for the privacy banner and the consent records (site settings → Privacy; issue 18). Read on
 * the server (`privacySettingsOf` in `src/privacy/consent/settings.ts`) into the page's privacy settings script
 * and the banner, so every page stays one cached page for every reader; saving revalidates every page (the
 * global's tag).
 */
export const privacySettingsField: Field = {
  name: 'privacy',
  label: 'Privacy',
  type: 'group',
  admin: {
    description:
      'The privacy banner readers answer before anything optional runs, and what each answer is kept with. Changes show on every page within seconds.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'policyVersion',
          label: 'Policy version',
          type: 'number',
          defaultValue: 1,
          min: 1,
          validate: wholeNumberFromOne('Policy version'),
          admin: {
            step: 1,
            description:
              'Raise this when the privacy policy or the partners change: every reader is asked again',
          },
        },
        {
          name: 'tcfPolicyVersion',
          label: 'TCF policy version',
          type: 'number',
          defaultValue: TCF_POLICY_VERSION_DEFAULT,
          min: 1,
          validate: wholeNumberFromOne('TCF policy version'),
          admin: {
            step: 1,
            description:
              'The IAB Transparency and Consent Framework policy version recorded with every decision. Change it only when the framework’s version changes.',
          },
        },
      ],
    },
    {
      name: 'whatChanged',
      label: 'What changed',
      type: 'textarea',
      maxLength: WHAT_CHANGED_MAX_LENGTH,
      admin: {
        description:
          'Shown first in the banner to readers asked again after you raised the policy version, e.g. "We now work with a new video partner." One or two plain sentences.',
      },
    },
  ],
}
