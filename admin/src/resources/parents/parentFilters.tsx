import { isSearchTooShort } from '@ptits-mitrons/domain';
import { DateInput, SearchInput } from 'react-admin';
import { IdsFilterInput } from './IdsFilterInput';

/** The API refuses a search it cannot look up (isSearchTooShort): the filter says so and waits for more letters. */
const searchLongEnough = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && isSearchTooShort(value) ? 'app.list.search_too_short' : undefined);

/** The workspace's filters; the tab is not one of them: it comes from `?tab=N` (see ParentList). */
export const parentFilters = [
  <SearchInput key="q" source="q" alwaysOn validate={searchLongEnough} />,
  <DateInput key="desired_date_gte" source="desired_date_gte" />,
  <DateInput key="desired_date_lte" source="desired_date_lte" />,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" />,
  <IdsFilterInput key="id" source="id" label="app.dashboard.ids_filter" />,
];
