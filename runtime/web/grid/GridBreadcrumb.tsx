import { Link } from 'react-router';
import { useMessages } from '../context/index.js';
import type { BreadcrumbStep } from './useGridParent.js';

export interface GridBreadcrumbProps {
  /** The steps above the page, outermost first. */
  readonly steps: readonly BreadcrumbStep[];
  /** The page itself, the last step (aria-current). */
  readonly current: string;
}

/** 'Contenidos › Álgebra › Lecciones': a child page's way back up, each step with a page a link. */
export function GridBreadcrumb({ steps, current }: GridBreadcrumbProps) {
  const messages = useMessages();
  return (
    <nav className="breadcrumb" aria-label={messages.breadcrumbLabel}>
      <ol className="breadcrumb-list">
        {steps.map((step, index) => (
          <li key={`${index}:${step.label}`} className="breadcrumb-step">
            {step.to ? <Link to={step.to}>{step.label}</Link> : <span>{step.label}</span>}
          </li>
        ))}
        <li className="breadcrumb-step">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
