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
});
