export { NoticeContext, useNotify } from './NoticeContext.js';
export type { Notify } from './NoticeContext.js';
export { NoticeProvider } from './NoticeProvider.js';
export type { NoticeProviderProps } from './NoticeProvider.js';
export { useNotice } from './useNotice.js';
export type { UseNoticeResult } from './useNotice.js';
