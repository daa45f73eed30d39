import type { TablePaginationProps } from '@mui/material';
import { countLimit, isCountCapped } from '@ptits-mitrons/domain';
import type { FC } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps, type TranslateFunction } from 'react-admin';
import { DATE_LOCALE } from '../../i18nProvider';

/** react-admin's Pagination hands its other props to MUI's TablePagination (labelDisplayedRows included); its type omits them. */
const LabelledPagination = Pagination as FC<PaginationProps & Pick<TablePaginationProps, 'labelDisplayedRows'>>;

const number = new Intl.NumberFormat(DATE_LOCALE);

/** A count as the list shows it: the number, or « plus de N » when the API stopped counting at its limit (COUNT_LIMIT). */
export function countText(translate: TranslateFunction, total: number, start = 0): string {
  return isCountCapped(total, start) ? translate('app.list.count_capped', { limit: number.format(countLimit(start)) }) : number.format(total);
}

/**
 * The list's pagination, saying « 1-25 sur plus de 100 » when the total is a lower bound: react-admin would print the
 * limit plus one as if it were exact. Past the limit's pages, the next page's answer moves the limit along.
 */
export const CappedPagination = () => {
  const translate = useTranslate();
  const { total, page, perPage } = useListContext();
  const start = (page - 1) * perPage;
  if (total === undefined || !isCountCapped(total, start)) return <Pagination />;
  return (
    <LabelledPagination
      labelDisplayedRows={({ from, to }) =>
        translate('app.list.range_capped', { offsetBegin: from, offsetEnd: to, limit: number.format(countLimit(start)) })
      }
    />
  );
};
