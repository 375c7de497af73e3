import { useMessages } from '../context/index.js';
import { formatMessage } from '../i18n/index.js';
import { getPageWindow } from './getPageWindow.js';

export interface GridPagerProps {
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly itemsCount: number;
  readonly onPageChange: (page: number) => void;
  /** The grid's title, which names the pager's landmark. */
  readonly title: string;
}

/** 'Página: x de y', 'Total: n' and the first/previous/numbers/next/last buttons. */
export function GridPager({ page, pageCount, itemsCount, onPageChange, title }: GridPagerProps) {
  const messages = useMessages();
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav className="grid-pager" aria-label={formatMessage(messages.pagerLabel, { title })}>
      <div className="grid-pager-buttons">
        <button type="button" className="button button--small" disabled={isFirst} onClick={() => onPageChange(1)}>
          {messages.pagerFirst}
        </button>
        <button type="button" className="button button--small" disabled={isFirst} onClick={() => onPageChange(page - 1)}>
          {messages.pagerPrevious}
        </button>
        {getPageWindow(page, pageCount).map((number) => (
          <button
            key={number}
            type="button"
            className={number === page ? 'button button--small button--current' : 'button button--small'}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <button type="button" className="button button--small" disabled={isLast} onClick={() => onPageChange(page + 1)}>
          {messages.pagerNext}
        </button>
        <button type="button" className="button button--small" disabled={isLast} onClick={() => onPageChange(pageCount)}>
          {messages.pagerLast}
        </button>
      </div>
      <div className="grid-pager-info">
        <span>{formatMessage(messages.pagerPage, { page, pages: pageCount })}</span>
        <span>{formatMessage(messages.pagerTotal, { total: itemsCount })}</span>
      </div>
    </nav>
  );
}
