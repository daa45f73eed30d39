import { Box, Divider, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { PARENT_REQUEST_TABS } from '@ptits-mitrons/domain';
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
import { useSearchParams } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../api/dataProvider';
import { DATE_LOCALE } from '../../i18nProvider';
import { BulkArchiveButton } from './BulkArchiveButton';
import { CappedPagination, countText } from './cappedCount';
import { parentExporter } from './parentExporter';
import { parentFilters } from './parentFilters';
import { tabIndexFrom } from './parentRequestRules';
import { BadgeChips, ChildText, cityLabel, CityText, DepositChip, ParentNameText, StatusChip, StatusWithBadges, type ParentRequest } from './ParentRequestFields';

/**
 * The parents workspace. `?tab=N` is the tab's address (docs/domain.md), so the tab is read from the URL and given
 * to the list as a permanent filter; the other filters and the sort live in the store, shared by the five tabs,
 * and each tab's count follows them.
 */
export const ParentList = () => {
  const [searchParams] = useSearchParams();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const tab = PARENT_REQUEST_TABS[tabIndexFrom(searchParams.get('tab'))].id;
  return (
    <List
      disableSyncWithLocation
      storeKey="parents.listParams"
      filter={{ tab }}
      filters={parentFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<CappedPagination />}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
      exporter={parentExporter}
    >
      <ParentTabs />
      <Divider />
      {isSmall ? <ParentSimpleList /> : <ParentTable key={tab} storeKey={`parents.${tab}.datatable`} />}
    </List>
  );
};

const ParentTabs = () => {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filterValues, setPage, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data: counts } = useQuery({
    queryKey: ['parents', 'counts', filterValues],
    queryFn: () => dataProvider.parentRequestCounts(filterValues),
  });
  const changeTab = (_: unknown, index: number) => {
    onUnselectItems();
    setPage(1);
    setSearchParams({ tab: String(index) });
  };
  return (
    <Tabs value={tabIndexFrom(searchParams.get('tab'))} onChange={changeTab} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
      {PARENT_REQUEST_TABS.map(({ id }) => (
        <Tab key={id} label={`${translate(`resources.parents.tabs.${id}`)} (${counts ? countText(translate, filterValues.q, counts[id]) : '…'})`} />
      ))}
    </Tabs>
  );
};

/** On a phone, one entry per request: who, for whom, where and when, its status and what the parent did online. */
const ParentSimpleList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<ParentRequest>
      className="parent-rows"
      rowClick="show"
      primaryText={(r) => `${r.parent_firstname} ${r.parent_lastname}`}
      secondaryText={(r) => (
        <>
          {`${r.child_firstname}, ${translate('resources.parents.child_age', { smart_count: r.child_age })} · ${cityLabel(r.target_city_id)} · ${new Date(r.desired_date).toLocaleDateString(DATE_LOCALE)}`}
          <BadgeChips inline />
        </>
      )}
      tertiaryText={
        <Box component="span" sx={{ ml: 1 }}>
          <StatusChip />
        </Box>
      }
    />
  );
};

const Column = DataTable.Col<ParentRequest>;

const ParentTable = ({ storeKey }: { storeKey: string }) => (
  <DataTable rowClick="show" storeKey={storeKey} bulkActionButtons={<BulkArchiveButton />}>
    <Column source="createdAt">
      <DateField source="createdAt" showTime locales={DATE_LOCALE} options={{ dateStyle: 'short', timeStyle: 'short' }} />
    </Column>
    <Column source="parent_lastname" label="resources.parents.fields.parent" field={ParentNameText} />
    <Column source="child_firstname" label="resources.parents.fields.child" field={ChildText} />
    <DataTable.NumberCol source="number_of_children" />
    <Column source="desired_date">
      <DateField source="desired_date" locales={DATE_LOCALE} />
    </Column>
    <Column source="target_city_id" disableSort field={CityText} />
    <Column source="merchant_type" disableSort />
    <Column source="status" field={StatusWithBadges} />
    <Column source="isPaymentAuthorized" disableSort field={DepositChip} />
  </DataTable>
);
