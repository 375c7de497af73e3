// Every step kind's handler, in one typed record: tsc fails when a kind of MigrationStep has none.
import type { MigrationStepKind } from '../../../../shared/migrations/index.js';
import type { StepHandler } from './MigrationPlan.js';
import { addField } from './steps/addField.js';
import { changeField } from './steps/changeField.js';
import { changeUnique } from './steps/changeUnique.js';
import { createEntity } from './steps/createEntity.js';
import { removeEntity } from './steps/removeEntity.js';
import { removeField } from './steps/removeField.js';
import { renameEntity } from './steps/renameEntity.js';
import { renameField } from './steps/renameField.js';

export const stepHandlers: { readonly [Kind in MigrationStepKind]: StepHandler<Kind> } = {
  createEntity,
  renameEntity,
  removeEntity,
  addField,
  renameField,
  changeField,
  removeField,
  changeUnique,
};
