import { cityLabel } from '@ptits-mitrons/domain';
import { AutocompleteInput, DateInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';

/** Search, sector, city and reception dates; the status is the tabs'. */
export const merchantFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="activity_sector_id" source="activity_sector_id" reference="activity-sectors" sort={{ field: 'nom', order: 'ASC' }}>
    <SelectInput optionText="nom" label="resources.merchants.fields.activity_sector_id" />
  </ReferenceInput>,
  <ReferenceInput key="city_id" source="city_id" reference="cities">
    <AutocompleteInput
      optionText={cityLabel}
      filterToQuery={(q: string) => ({ q })}
      label="resources.merchants.fields.city_id"
    />
  </ReferenceInput>,
  <DateInput key="createdAt_gte" source="createdAt_gte" />,
  <DateInput key="createdAt_lte" source="createdAt_lte" />,
];
