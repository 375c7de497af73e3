/// <reference types="vite/client" />
import { createRoot } from 'react-dom/client';
import * as model from '../../generated/index.js';
import type { FormValidatorsSource } from '../shared/index.js';
import { AdminApp } from './index.js';
import './styles.css';

// The precompiled validators load with the first form, not with every page.
const loadFormValidators: FormValidatorsSource = () => import('../../generated/validators/index.js').then((module) => module.formValidators);

const root = createRoot(document.getElementById('root')!);
let generation = 0;
function render(current: typeof model, formValidators: FormValidatorsSource): void {
  // A new key starts the app afresh on the model (its instance is made once per mount).
  root.render(<AdminApp key={generation++} app={current.app} entities={current.entities} routes={current.routes} formValidators={formValidators} />);
}
render(model, loadFormValidators);

// `admin-gen dev` rebuilds the model on each schema save: the app starts again on it at the same address, without
// reloading every module of the page. (Vite leaves this out of the built app.)
if (import.meta.hot) {
  let current = model;
  let validators = loadFormValidators;
  import.meta.hot.accept(['../../generated/index.js', '../../generated/validators/index.js'], ([nextModel, nextValidators]) => {
    if (nextModel) current = nextModel as unknown as typeof model;
    if (nextValidators) {
      const next = (nextValidators as unknown as typeof import('../../generated/validators/index.js')).formValidators;
      validators = () => Promise.resolve(next);
    }
    render(current, validators);
  });
}
