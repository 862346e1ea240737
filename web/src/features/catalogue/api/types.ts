import type { AdvertCard, Pagination } from '@velvet/contract';

/** What every advert list call answers (data.escorts + data.pagination). */
export type AdvertList = { escorts: AdvertCard[]; pagination: Pagination };

/** The first page of an empty list, so the pager has something to show before the first answer. */
export const EMPTY_PAGINATION: Pagination = { page: 1, page_size: 9, total: 0, total_pages: 1 };
