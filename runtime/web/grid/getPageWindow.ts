/** How many page-number buttons the pager shows at most. */
export const PAGE_WINDOW_SIZE = 5;

/** The page numbers around `page` to draw as buttons, at most `size` of them, within 1..pageCount. */
export function getPageWindow(page: number, pageCount: number, size = PAGE_WINDOW_SIZE): number[] {
  if (pageCount < 1) return [];
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
