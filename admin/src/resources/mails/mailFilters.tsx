import { DateInput, SearchInput } from 'react-admin';

/** Search (recipient and subject) and creation dates; the status is the chips' (MailStatusFilter). */
export const mailFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" />,
];
