import * as migration_20261121_084857_initial from './20261121_084857_initial';

export const migrations = [
  {
    up: migration_20261121_084857_initial.up,
    down: migration_20261121_084857_initial.down,
    name: '20261121_084857_initial'
  },
];
