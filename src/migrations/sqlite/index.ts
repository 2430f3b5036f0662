import * as migration_20261121_084857_initial from './20261121_084857_initial';
import * as migration_20261121_094326_site_chrome from './20261121_094326_site_chrome';
import * as migration_20261122_221545_roles_and_review from './20261122_221545_roles_and_review';
import * as migration_20261122_230830_editors_admin from './20261122_230830_editors_admin';
import * as migration_20261123_001244_product_reviews_rich_text from './20261123_001244_product_reviews_rich_text';
import * as migration_20261123_111754_commerce_widgets from './20261123_111754_commerce_widgets';
import * as migration_20261123_140102_drug_cost_savings from './20261123_140102_drug_cost_savings';
import * as migration_20261125_213853_reader_tools from './20261125_213853_reader_tools';
import * as migration_20261126_005712_editorial_blocks from './20261126_005712_editorial_blocks';
import * as migration_20261126_035624_promotions from './20261126_035624_promotions';
import * as migration_20261126_081713_readers_consent from './20261126_081713_readers_consent';
import * as migration_20261129_121646_ads from './20261129_121646_ads';
import * as migration_20261129_152905_ad_blocked_page_views from './20261129_152905_ad_blocked_page_views';
import * as migration_20261129_233147_error_groups from './20261129_233147_error_groups';
import * as migration_20261130_002038_reader_stats from './20261130_002038_reader_stats';
import * as migration_20261130_064954_audience_events from './20261130_064954_audience_events';
import * as migration_20261130_091513_surveys from './20261130_091513_surveys';
import * as migration_20261130_123420_media_object_storage from './20261130_123420_media_object_storage';

export const migrations = [
  {
    up: migration_20261121_084857_initial.up,
    down: migration_20261121_084857_initial.down,
    name: '20261121_084857_initial',
  },
  {
    up: migration_20261121_094326_site_chrome.up,
    down: migration_20261121_094326_site_chrome.down,
    name: '20261121_094326_site_chrome',
  },
  {
    up: migration_20261122_221545_roles_and_review.up,
    down: migration_20261122_221545_roles_and_review.down,
    name: '20261122_221545_roles_and_review',
  },
  {
    up: migration_20261122_230830_editors_admin.up,
    down: migration_20261122_230830_editors_admin.down,
    name: '20261122_230830_editors_admin',
  },
  {
    up: migration_20261123_001244_product_reviews_rich_text.up,
    down: migration_20261123_001244_product_reviews_rich_text.down,
    name: '20261123_001244_product_reviews_rich_text',
  },
  {
    up: migration_20261123_111754_commerce_widgets.up,
    down: migration_20261123_111754_commerce_widgets.down,
    name: '20261123_111754_commerce_widgets',
  },
  {
    up: migration_20261123_140102_drug_cost_savings.up,
    down: migration_20261123_140102_drug_cost_savings.down,
    name: '20261123_140102_drug_cost_savings',
  },
  {
    up: migration_20261125_213853_reader_tools.up,
    down: migration_20261125_213853_reader_tools.down,
    name: '20261125_213853_reader_tools',
  },
  {
    up: migration_20261126_005712_editorial_blocks.up,
    down: migration_20261126_005712_editorial_blocks.down,
    name: '20261126_005712_editorial_blocks',
  },
  {
    up: migration_20261126_035624_promotions.up,
    down: migration_20261126_035624_promotions.down,
    name: '20261126_035624_promotions',
  },
  {
    up: migration_20261126_081713_readers_consent.up,
    down: migration_20261126_081713_readers_consent.down,
    name: '20261126_081713_readers_consent',
  },
  {
    up: migration_20261129_121646_ads.up,
    down: migration_20261129_121646_ads.down,
    name: '20261129_121646_ads',
  },
  {
    up: migration_20261129_152905_ad_blocked_page_views.up,
    down: migration_20261129_152905_ad_blocked_page_views.down,
    name: '20261129_152905_ad_blocked_page_views',
  },
  {
    up: migration_20261129_233147_error_groups.up,
    down: migration_20261129_233147_error_groups.down,
    name: '20261129_233147_error_groups',
  },
  {
    up: migration_20261130_002038_reader_stats.up,
    down: migration_20261130_002038_reader_stats.down,
    name: '20261130_002038_reader_stats',
  },
  {
    up: migration_20261130_064954_audience_events.up,
    down: migration_20261130_064954_audience_events.down,
    name: '20261130_064954_audience_events',
  },
  {
    up: migration_20261130_091513_surveys.up,
    down: migration_20261130_091513_surveys.down,
    name: '20261130_091513_surveys',
  },
  {
    up: migration_20261130_123420_media_object_storage.up,
    down: migration_20261130_123420_media_object_storage.down,
    name: '20261130_123420_media_object_storage'
  },
];
