import * as migration_20261121_084857_initial from './20261121_084857_initial';
import * as migration_20261121_094326_site_chrome from './20261121_094326_site_chrome';

export const migrations = [
  {
    up: migration_20261121_084857_initial.up,
    down: migration_20261121_084857_initial.down,
    name: '20261121_084857_initial',
  },
  {
    up: migration_20261121_094326_site_chrome.up,
    down: migration_20261121_094326_site_chrome.down,
    name: '20261121_094326_site_chrome'
  },
];
