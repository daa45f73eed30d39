import type { TablePaginationProps } from '@mui/material';
import { countLimit, isCountCapped, isSearchQuery } from '@ptits-mitrons/domain';
import type { FC } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps, type TranslateFunction } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';

/** react-admin's Pagination hands its other props to MUI's TablePagination (labelDisplayedRows included); its type omits them. */
const LabelledPagination = Pagination as FC<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

const number = new Intl.NumberFormat(DATE_LOCALE);

/**
 * A count as the list shows it: the number, or « plus de N » when the list is searched (`q`) and the API stopped
 * counting at its limit (COUNT_LIMIT); without a search every count is exact.
 */
export function countText(translate: TranslateFunction, q: unknown, total: number, start = 0): string {
  return isSearchQuery(q) && isCountCapped(total, start)
    ? translate('app.list.count_capped', { limit: number.format(countLimit(start)) })
    : number.format(total);
}

/**
 * The list's pagination, saying « 1-25 sur plus de 100 » when a search's total is a lower bound: react-admin would print the
 * limit plus one as if it were exact. Past the limit's pages, the next page's answer moves the limit along.
 */
export const CappedPagination = () => {
  const translate = useTranslate();
  const { total, page, perPage, filterValues } = useListContext();
  const start = (page - 1) * perPage;
  if (total === undefined || !isSearchQuery(filterValues.q) || !isCountCapped(total, start)) return <Pagination />;
  return (
    <LabelledPagination
      labelDisplayedRows={({ from, to }) =>
        translate('app.list.range_capped', { offsetBegin: from, offsetEnd: to, limit: number.format(countLimit(start)) })
      }
    />
  );
};
