import { createRoot } from 'react-dom/client';
import { app, entities, routes } from '../../generated/index.js';
import { AdminApp } from './index.js';
import './styles.css';

// The precompiled validators load with the first form, not with every page.
const loadFormValidators = () => import('../../generated/validators/index.js').then((module) => module.formValidators);

createRoot(document.getElementById('root')!).render(<AdminApp app={app} entities={entities} routes={routes} formValidators={loadFormValidators} />);
