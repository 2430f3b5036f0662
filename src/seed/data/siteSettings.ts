import { FEATURED_PARTNER_EXPLANATION_DEFAULT } from '@/cms/globals/commerceSettings'
import type { SiteSetting } from '@/cms/payload-types'
import { bold, doc, h2, italic, link, p, ul } from '../lexical'

const SAMPLE_NOTICE = p(
  bold('Sample text. '),
  italic(
    'This document is example content that ships with the Wellread demo site. It is not legal advice: have a qualified lawyer review and adapt it to your organization before you publish a real site.',
  ),
)

export const PRIVACY_POLICY = doc(
  SAMPLE_NOTICE,
  p('Effective date: November 1, 2026.'),
  p(
    'This policy explains what information Wellread collects when you use wellread.example, how we use it, who we share it with and the choices you have. We have tried to write it in plain language. If anything is unclear, contact us using the details at the end.',
  ),
  h2('Who we are'),
  p(
    'Wellread is a health information website published by Wellread Media in the United States. In this policy, "we", "us" and "our" mean Wellread Media.',
  ),
  h2('Information we collect'),
  ul(
    [
      bold('Information you give us,'),
      ' such as your email address when you sign up for a newsletter, or the contents of a message you send us.',
    ],
    [
      bold('Usage information,'),
      ' such as the pages you visit, the links and widgets you use, how far you scroll, how quickly pages load, your browser and device type, the page that referred you, and an approximate location (city or region) derived from your IP address.',
    ],
    [
      bold('Cookies and similar technologies'),
      ' that remember your settings, keep the site secure and help us count visits. You can control non-essential cookies through the privacy choices link in the footer.',
    ],
  ),
  p(
    'We do not ask you for health information to read our articles, and we do not sell information about the health topics you read.',
  ),
  h2('How we use information'),
  ul(
    'To run the site, keep it secure and fix problems.',
    'To understand which articles and tools are useful, so we can improve them.',
    'To send newsletters and other emails you asked for. Every email has an unsubscribe link.',
    'To record clicks on affiliate links so that partners can pay us the commissions we earn.',
    'To comply with the law and protect our rights and the rights of our readers.',
  ),
  h2('Our analytics'),
  p(
    'We measure how the site is used with our own first-party analytics, which run on servers we control. They record page views, performance measurements and interactions with page elements, linked to a random identifier rather than your name or email address. We do not share these records with advertising networks, and we keep detailed records for no longer than 13 months.',
  ),
  p(
    'If you allow analytics, your browser also reports how quickly our pages load and respond (measurements such as the time until the main content appears), whether a page part failed to load, and, when you leave a page, how long you spent on it and how far you scrolled. These reports say which kind of page it was (an article, the home page, a section) and whether you used a phone, tablet or computer; they do not say which article you read, and they carry no identifier. We keep them only as daily totals.',
  ),
  p(
    'To keep the site working we receive error reports from your browser whatever you choose: when a part of a page breaks, your browser sends the error message and where in our code it happened, the kind of page and your browser family (for example Chrome or Safari). We remove web addresses, numbers and anything that could identify you or the topic you were reading before we keep them.',
  ),
  h2('Affiliate links and sponsored content'),
  p(
    'Some articles link to products sold by other companies. When you click one of these links, the retailer learns that you came from Wellread, and we add a reference code that does not contain your name or contact details so that we can be paid a commission if you buy something. What happens on the retailer\u2019s site is governed by its own privacy policy. Sponsored articles are labeled, and sponsors do not receive information about individual readers.',
  ),
  h2('Advertising and consent'),
  p(
    'Where we show advertising, we ask for your consent before using cookies or similar technologies for advertising where the law requires it. You can change your choices at any time through the privacy choices link in the footer. We honor the Global Privacy Control signal as a request to opt out of the sale or sharing of personal information.',
  ),
  h2('Sharing information'),
  p('We share personal information only:'),
  ul(
    'with service providers that host the site or send our emails, under contracts that limit how they may use it',
    'when the law requires it, or to protect the safety of our readers or the public',
    'as part of a merger or sale of our business, in which case this policy will continue to apply',
  ),
  p('We do not sell your personal information.'),
  h2('Your choices and rights'),
  p(
    'You can unsubscribe from emails, change your cookie choices, and use your browser settings to block or delete cookies. Depending on the state where you live, you may also have the right to request access to, correction of or deletion of personal information we hold about you, and to opt out of certain uses. We will not treat you differently for exercising these rights.',
  ),
  h2('Children'),
  p(
    'Wellread is intended for adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.',
  ),
  h2('Security and retention'),
  p(
    'We use reasonable technical and organizational measures to protect information, such as encryption in transit and limited staff access. We keep personal information only as long as we need it for the purposes above or as the law requires.',
  ),
  h2('Changes and contact'),
  p(
    'We will post any changes to this policy on this page and update the effective date; for significant changes we will give more prominent notice. Questions or requests can be sent to privacy@wellread.example. You may also want to read our ',
    link('/terms-of-use', 'terms of use'),
    '.',
  ),
)

export const TERMS_OF_USE = doc(
  SAMPLE_NOTICE,
  p('Effective date: November 1, 2026.'),
  h2('Accepting these terms'),
  p(
    'These terms govern your use of wellread.example, published by Wellread Media. By using the site you agree to them. If you do not agree, please do not use the site.',
  ),
  h2('Not medical advice'),
  p(
    'Everything on Wellread is general information. It is not a substitute for professional medical advice, diagnosis or treatment, and reading it does not create a clinician\u2013patient relationship. Always ask a qualified clinician about a medical condition or treatment, and never ignore professional advice or delay seeking it because of something you read here.',
  ),
  p(
    bold(
      'If you think you may have a medical emergency, call 911 or your local emergency number right away.',
    ),
  ),
  h2('How we create content'),
  p(
    'Our articles are written by health writers and specialists and reviewed by clinicians or other credentialed experts. Medicine changes and mistakes can happen despite our care, so we cannot promise that every article is complete or up to date. When we find an error, we correct it and note significant corrections on the article.',
  ),
  h2('Affiliate links, sponsored content and prices'),
  p(
    'Some pages contain affiliate links: if you buy through them, we may earn a commission at no extra cost to you. Our editors choose products independently, and commissions do not affect our reviews. Sponsored content is paid for by a sponsor and labeled as such. Prices, discounts and availability are set by retailers and may change after we publish.',
  ),
  h2('Using our content'),
  p(
    'The articles, images, design and software of the site belong to Wellread Media or its licensors and are protected by copyright and trademark law. You may read, share links to and print pages for your own personal, non-commercial use. Any other use, including republishing, systematic downloading or training automated systems on our content, needs our written permission.',
  ),
  h2('Your conduct'),
  ul(
    'Do not use the site in a way that breaks the law or infringes the rights of others.',
    'Do not try to disrupt the site, probe it for weaknesses without permission, or access accounts or data that are not yours.',
    'Do not send automated traffic that places an unreasonable load on the site.',
  ),
  h2('Links to other sites'),
  p(
    'We link to other websites, including retailers and sources of research. We do not control those sites and are not responsible for their content, products or privacy practices.',
  ),
  h2('Disclaimers and limits on liability'),
  p(
    'The site is provided "as is" and "as available". To the fullest extent the law allows, Wellread Media disclaims all warranties and is not liable for indirect or consequential losses arising from your use of the site. Nothing in these terms limits any rights you have that cannot be limited by law.',
  ),
  h2('Changes and contact'),
  p(
    'We may update these terms and will post the new version on this page with a new effective date. Questions can be sent to legal@wellread.example. Our ',
    link('/privacy-policy', 'privacy policy'),
    ' explains how we handle personal information.',
  ),
)

export const SITE_SETTINGS: Omit<SiteSetting, 'id' | 'createdAt' | 'updatedAt' | 'defaultShareImage'> = {
  siteName: 'Wellread',
  tagline: 'Clear, medically reviewed health information',
  siteHost: 'wellread.example',
  editorialPolicy:
    'Wellread articles are written by health writers and specialists and reviewed by clinicians or other credentialed experts before they are published and whenever they are updated. We base them on current clinical guidelines and peer-reviewed research, label sponsored content, keep advertisers and affiliate partners out of editorial decisions, and correct mistakes promptly.',
  copyrightHolder: 'Wellread Media',
  privacyPolicy: PRIVACY_POLICY,
  termsOfUse: TERMS_OF_USE,
  commerce: {
    // The sample shops are on the reserved example domains; their links carry the commission note.
    affiliatePartners: [
      { name: 'Example Shop', domain: 'shop.example.com' },
      { name: 'Example Shop', domain: 'store.example.net' },
      { name: 'Example Marketplace', domain: 'market.example.org' },
    ],
    clickTrackingHosts: [{ host: 'click.example.net' }],
    ratingRowHiddenPaths: [{ path: '/health/best-cbd-gummies' }],
    carouselTitles: [{ path: '/health/best-cbd-gummies', title: 'Our top CBD gummies' }],
    featuredPartnerExplanation: FEATURED_PARTNER_EXPLANATION_DEFAULT,
    vettingPagePath: '/health/how-we-vet-brands-and-products',
  },
  advertising: {
    enabled: true,
    reinsertStickyWhenBlocked: false,
    adFreeKeywords: [],
    // Pages tagged with these take house ads only (an article can also say so itself).
    sensitiveKeywords: ['addiction', 'self-harm', 'suicide', 'eating disorders', 'grief'],
    partnerEnabled: false,
  },
}
