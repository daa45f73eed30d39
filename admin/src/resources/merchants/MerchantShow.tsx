import { Box, Grid } from '@mui/material';
import { merchantTermsLabel } from '@ptits-mitrons/domain';
import { DateField, EmailField, FunctionField, NumberField, Show, TextField, useRecordContext } from 'react-admin';
import { ShowSection } from '../../components/ShowSection';
import { DATE_LOCALE } from '../../i18nProvider';
import { MerchantActions } from './MerchantActions';
import { ShareSection } from './ShareSection';
import { PayoutDetailsSection } from './PayoutDetailsSection';
import { AvailabilityText, DaysOffText, MerchantCityText, MerchantStatusChip, SectorText, type MerchantRequest } from './MerchantFields';

const MerchantTitle = () => {
  const record = useRecordContext<MerchantRequest>();
  return <span>{record?.establishment_name ?? ''}</span>;
};

/** An application with every field, its availability as days and slots, and the decisions its status allows. */
export const MerchantShow = () => (
  <Show title={<MerchantTitle />} actions={<MerchantActions />}>
    <Box sx={{ p: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.merchants.sections.application">
            <MerchantStatusChip source="status" />
            <DateField source="createdAt" showTime locales={DATE_LOCALE} />
            <TextField source="rejectionReason" emptyText="—" />
            <FunctionField<MerchantRequest>
              source="terms_accepted_at"
              render={(r) => merchantTermsLabel(r.terms_accepted_at, r.cgu_version, r.artisan_terms_version)}
            />
            <TextField source="description" emptyText="—" />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.merchants.sections.shop">
            <TextField source="establishment_name" />
            <SectorText source="activity_sector_id" />
            <TextField source="address" />
            <MerchantCityText source="city_id" />
            <NumberField source="capacity" />
            <NumberField source="max_children" />
            <AvailabilityText source="available_days" />
            <DaysOffText source="days_off" />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ShowSection title="resources.merchants.sections.manager">
            <TextField source="manager_firstname" />
            <TextField source="manager_lastname" />
            <EmailField source="email" />
            <TextField source="phone" />
            <DateField source="space_link_sent_at" showTime locales={DATE_LOCALE} emptyText="resources.merchants.space_link_never" />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ShowSection title="resources.merchants.share.title">
            <ShareSection />
          </ShowSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PayoutDetailsSection />
        </Grid>
      </Grid>
    </Box>
  </Show>
);
