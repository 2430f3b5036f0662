import type { ArticleBuilder, ArticleSlug } from '../types'
import { atorvastatinArticle } from './atorvastatin'
import { bestCbdGummiesArticle } from './best-cbd-gummies'
import { cbdDosageGuideArticle } from './cbd-dosage-guide'
import { erectileDysfunctionArticle } from './erectile-dysfunction'
import { everydayAnxietyArticle } from './everyday-anxiety-coping-skills'
import { heartHealthHubArticle } from './heart-health-hub'
import { heartHealthNewsletterArticle } from './heart-health-newsletter'
import { highBloodPressureAndSleepArticle } from './high-blood-pressure-and-sleep'
import { howWeVetBrandsArticle } from './how-we-vet-brands-and-products'
import { lisinoprilSavingsArticle } from './lisinopril-savings'
import { mediterraneanDietArticle } from './mediterranean-diet-basics'
import { walkingForHeartHealthArticle } from './walking-for-heart-health'
import { widgetGalleryArticle } from './widget-gallery'

/** Every seeded article, by slug. */
export const ARTICLE_BUILDERS: Record<ArticleSlug, ArticleBuilder> = {
  'erectile-dysfunction': erectileDysfunctionArticle,
  'mediterranean-diet-basics': mediterraneanDietArticle,
  'high-blood-pressure-and-sleep': highBloodPressureAndSleepArticle,
  'everyday-anxiety-coping-skills': everydayAnxietyArticle,
  'walking-for-heart-health': walkingForHeartHealthArticle,
  'widget-gallery': widgetGalleryArticle,
  'best-cbd-gummies': bestCbdGummiesArticle,
  'cbd-dosage-guide': cbdDosageGuideArticle,
  'how-we-vet-brands-and-products': howWeVetBrandsArticle,
  atorvastatin: atorvastatinArticle,
  'lisinopril-savings': lisinoprilSavingsArticle,
  'heart-health-newsletter': heartHealthNewsletterArticle,
  'heart-health-hub': heartHealthHubArticle,
}
