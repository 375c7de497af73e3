import { render, screen } from '@testing-library/react';
import { ClippedText } from '../../../runtime/web/grid/ClippedText.js';

// jsdom lays nothing out: each case states the widths the browser would measure.
function stubWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClippedText', () => {
  it.each([
    ['a cut text takes a tab stop, so the keyboard can focus it and read it whole', 400, 256, 0],
    ['a text that fits adds no tab stop', 120, 256, null],
  ])('%s', (_case, scrollWidth, clientWidth, tabIndex) => {
    stubWidths(scrollWidth, clientWidth);
    const text = 'Una descripción larga que no cabe en la columna';
    render(<ClippedText title={text}>{text}</ClippedText>);
    const cell = screen.getByTitle(text);
    expect(cell.getAttribute('tabindex')).toBe(tabIndex === null ? null : String(tabIndex));
    expect(cell.textContent).toBe(text);
    if (tabIndex !== null) {
      cell.focus();
      expect(document.activeElement).toBe(cell);
    }
  });

  it('an identifying value (whole) wraps instead of being cut: no ellipsis class of its own, no tab stop needed', () => {
    stubWidths(400, 256);
    render(<ClippedText title="001-715-1600234" whole>001-715-1600234</ClippedText>);
    const cell = screen.getByTitle('001-715-1600234');
    expect(cell.className).toBe('cell-text cell-text--whole');
    expect(cell.getAttribute('tabindex')).toBeNull();
  });
});
