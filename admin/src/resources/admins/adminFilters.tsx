import { SearchInput, SelectInput } from 'react-admin';

/** Search on the e-mail, and the account's state (the server reads "true"/"false"). */
export const adminFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="disabled"
    source="disabled"
    alwaysOn
    emptyText="resources.admins.all_statuses"
    choices={[
      { id: 'false', name: 'resources.admins.statuses.enabled' },
      { id: 'true', name: 'resources.admins.statuses.disabled' },
    ]}
  />,
];
