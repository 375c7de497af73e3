import { getPageWindow } from '../../../runtime/web/index.js';

describe('getPageWindow', () => {
  it.each([
    ['no pages', { page: 1, pageCount: 0 }, []],
    ['one page', { page: 1, pageCount: 1 }, [1]],
    ['fewer pages than the window', { page: 2, pageCount: 3 }, [1, 2, 3]],
    ['start', { page: 1, pageCount: 10 }, [1, 2, 3, 4, 5]],
    ['centred', { page: 6, pageCount: 10 }, [4, 5, 6, 7, 8]],
    ['end', { page: 10, pageCount: 10 }, [6, 7, 8, 9, 10]],
    ['near the end', { page: 9, pageCount: 10 }, [6, 7, 8, 9, 10]],
  ])('%s', (_name, { page, pageCount }, want) => {
    expect(getPageWindow(page, pageCount)).toEqual(want);
  });
});
