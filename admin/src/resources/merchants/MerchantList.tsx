import { Divider, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { MERCHANT_TABS, type MerchantStatus } from '@ptits-mitrons/domain';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { DATE_LOCALE } from '../../i18nProvider';
import { cityLabel } from '../parents/ParentRequestFields';
import { Dac7Button } from './dac7/Dac7Button';
import { BulkMerchantStatusButtons } from './MerchantActions';
import { merchantExporter } from './merchantExporter';
import { merchantFilters } from './merchantFilters';
import { PayoutsButton } from './payouts/PayoutsButton';
import { MerchantCityText, MerchantStatusChip, SectorText, type MerchantRequest } from './MerchantFields';

/** Merchant applications, one tab per status (the list's `status` filter), each with its count under the other filters. */
export const MerchantList = () => (
  <List
    filterDefaultValues={{ status: MERCHANT_TABS[0].id }}
    filters={merchantFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    actions={
      <TopToolbar>
        <PayoutsButton />
        <FilterButton />
        <ExportButton />
        <Dac7Button />
      </TopToolbar>
    }
    exporter={merchantExporter}
  >
    <MerchantTabs />
  </List>
);

const MerchantTabs = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { filterValues, setFilters, displayedFilters, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { status: _status, ...otherFilters } = filterValues;
  const { data: counts } = useQuery({
    queryKey: ['merchants', 'counts', otherFilters],
    queryFn: () => dataProvider.merchantRequestCounts(otherFilters),
  });
  const status: MerchantStatus = filterValues.status ?? MERCHANT_TABS[0].id;
  return (
    <>
      <Tabs
        value={status}
        onChange={(_: unknown, value: MerchantStatus) => {
          onUnselectItems();
          setFilters({ ...filterValues, status: value }, displayedFilters);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {MERCHANT_TABS.map(({ id }) => (
          <Tab key={id} value={id} label={`${translate(`resources.merchants.tabs.${id}`)} (${counts?.[id] ?? '…'})`} />
        ))}
      </Tabs>
      <Divider />
      {isSmall ? (
        <SimpleList<MerchantRequest>
          className="merchant-rows"
          rowClick="show"
          primaryText={(r) => r.establishment_name}
          secondaryText={(r) => `${r.manager_firstname} ${r.manager_lastname} · ${cityLabel(r.city_id)}`}
          tertiaryText={<MerchantStatusChip />}
        />
      ) : (
        <MerchantTable key={status} storeKey={`merchants.${status}.datatable`} />
      )}
    </>
  );
};

const Column = DataTable.Col<MerchantRequest>;

const MerchantTable = ({ storeKey }: { storeKey: string }) => (
  <DataTable rowClick="show" storeKey={storeKey} bulkActionButtons={<BulkMerchantStatusButtons />}>
    <Column source="createdAt">
      <DateField source="createdAt" showTime locales={DATE_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} />
    </Column>
    <Column source="establishment_name" />
    <Column source="activity_sector_id" field={SectorText} />
    <Column source="manager_lastname" render={(r) => `${r.manager_firstname} ${r.manager_lastname}`} />
    <Column source="phone" disableSort />
    <Column source="city_id" field={MerchantCityText} />
    <DataTable.NumberCol source="capacity" />
    <DataTable.NumberCol source="max_children" disableSort />
    <Column source="status" field={MerchantStatusChip} />
  </DataTable>
);
