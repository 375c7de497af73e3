import { createRoot } from 'react-dom/client';
import { app, entities, routes } from '../../generated/index.js';
import { formValidators } from '../../generated/validators/index.js';
import { AdminApp } from './index.js';
import './styles.css';

createRoot(document.getElementById('root')!).render(<AdminApp app={app} entities={entities} routes={routes} formValidators={formValidators} />);
