import type { ReactNode } from 'react';
import type { GridDefinition, GridParentDefinition } from '../../shared/index.js';
import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { GridBreadcrumb } from './GridBreadcrumb.js';
import { getGridSearchPrefix } from './getGridSearchState.js';
import { GridSection } from './GridSection.js';
import { useGridParent } from './useGridParent.js';

export interface GridPageProps {
  /** The page title: the grid's, or for a shared page its own (app.json `pages`) or the first grid's. */
  readonly title: string;
  /** The grids of the page, in order; several when grids share a page. */
  readonly grids: readonly GridDefinition[];
}

/**
 * A grid route: each grid under its own heading. When the page title is the first grid's title, that
 * heading is the page's h1; a shared page with a title of its own draws it as the h1 above h2 grid
 * headings. Grids sharing a page sit side by side when there is room and keep their URL state under
 * their own prefix. A child page (a grid with a `parent`) names its parent row in the h1 and a breadcrumb.
 */
export function GridPage({ title, grids }: GridPageProps) {
  const parent = grids.find((grid) => grid.parent !== null)?.parent ?? null;
  if (parent) return <ChildGridPage title={title} grids={grids} parent={parent} />;
  return <GridPageBody title={title} heading={title} grids={grids} />;
}

/** A child page: its parent's label (one lookup) in the h1, the breadcrumb above it, a sentence when the parent is gone. */
function ChildGridPage({ title, grids, parent }: GridPageProps & { readonly parent: GridParentDefinition }) {
  const messages = useMessages();
  const { label, steps, isMissing } = useGridParent(parent);
  const heading = label === null ? title : formatMessage(messages.childPageTitle, { title, parent: label });
  return (
    <GridPageBody title={title} heading={heading} grids={grids}>
      <GridBreadcrumb steps={steps} current={title} />
      {isMissing ? (
        <p className="page-error" role="alert">
          {messages.parentMissing}
        </p>
      ) : null}
    </GridPageBody>
  );
}

interface GridPageBodyProps extends GridPageProps {
  /** The h1's text: the title, with the parent's label on a child page. */
  readonly heading: string;
  readonly children?: ReactNode;
}

function GridPageBody({ title, heading, grids, children }: GridPageBodyProps) {
  const ownTitle = grids[0]?.title !== title;
  const sections = grids.map((grid, index) => {
    const isPageHeading = index === 0 && !ownTitle;
    return (
      <GridSection
        key={`${grid.entity}.${grid.name}`}
        grid={grid}
        title={isPageHeading ? heading : grid.title}
        level={isPageHeading ? 1 : 2}
        prefix={getGridSearchPrefix(grid, grids)}
      />
    );
  });
  if (grids.length <= 1 && !ownTitle) {
    return (
      <div className="page">
        {children}
        {sections}
      </div>
    );
  }
  return (
    <div className="page">
      {children}
      {ownTitle ? (
        <header className="page-header">
          <h1 className="page-title">{heading}</h1>
        </header>
      ) : null}
      <div className={grids.length > 1 ? 'page-grids page-grids--shared' : 'page-grids'}>{sections}</div>
    </div>
  );
}
