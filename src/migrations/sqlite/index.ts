import * as migration_20261121_084857_initial from './20261121_084857_initial';
import * as migration_20261121_094326_site_chrome from './20261121_094326_site_chrome';
import * as migration_20261122_221545_roles_and_review from './20261122_221545_roles_and_review';

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
    name: '20261122_221545_roles_and_review'
  },
];
