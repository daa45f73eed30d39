import { cityLabel, HALF_HOUR_SLOTS, MAX_CHILDREN, MAX_CHILDREN_MESSAGE, PHONE_MESSAGE, PHONE_PATTERN, WEEK_DAYS } from '@ptits-mitrons/domain';
import {
  AutocompleteInput,
  CheckboxGroupInput,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxValue,
  minValue,
  number,
  regex,
  required,
  type RaRecord,
} from 'react-admin';

/** Every field is required except the availability lists; the phone is checked by the package's rule. */
const requiredText = (value?: string) => (typeof value === 'string' && value.trim() ? undefined : 'ra.validation.required');

const dayChoices = WEEK_DAYS.map((day) => ({ id: day, name: day }));
const slotChoices = HALF_HOUR_SLOTS.map((slot) => ({ id: slot, name: slot }));

/** The package's limits, with its message, word for word. */
const wholeChildren = (value?: number) => (value === undefined || value === null || Number.isInteger(Number(value)) ? undefined : MAX_CHILDREN_MESSAGE);
const validateMaxChildren = [required(), number(MAX_CHILDREN_MESSAGE), wholeChildren, minValue(MAX_CHILDREN.min, MAX_CHILDREN_MESSAGE), maxValue(MAX_CHILDREN.max, MAX_CHILDREN_MESSAGE)];

/** The API populates sector and city ({ _id, nom… }); the form edits their ids. */
const toFormValues = (record: RaRecord) => ({
  ...record,
  activity_sector_id: record.activity_sector_id?._id ?? record.activity_sector_id,
  city_id: record.city_id?._id ?? record.city_id,
  available_days: record.available_days ?? [],
  available_hours: record.available_hours ?? [],
});

const EDITABLE_FIELDS = [
  'establishment_name',
  'activity_sector_id',
  'address',
  'city_id',
  'manager_firstname',
  'manager_lastname',
  'email',
  'phone',
  'description',
  'capacity',
  'max_children',
  'available_days',
  'available_hours',
] as const;

/** Sends only the fields the operator may change. */
const toPayload = (values: Record<string, unknown>) => Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, values[field]]));

export const MerchantEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={toPayload} queryOptions={{ select: (record: RaRecord) => toFormValues(record) as RaRecord }}>
    <SimpleForm>
      <TextInput source="establishment_name" validate={requiredText} fullWidth />
      <ReferenceInput source="activity_sector_id" reference="activity-sectors" sort={{ field: 'nom', order: 'ASC' }} perPage={100}>
        <SelectInput optionText="nom" validate={required()} fullWidth />
      </ReferenceInput>
      <TextInput source="address" validate={requiredText} fullWidth />
      <ReferenceInput source="city_id" reference="cities">
        <AutocompleteInput
          optionText={cityLabel}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="manager_firstname" validate={requiredText} />
      <TextInput source="manager_lastname" validate={requiredText} />
      <TextInput source="email" type="email" validate={[requiredText, email()]} />
      <TextInput source="phone" validate={[requiredText, regex(PHONE_PATTERN, PHONE_MESSAGE)]} />
      <NumberInput source="capacity" validate={[required(), minValue(1)]} />
      <NumberInput source="max_children" step={1} validate={validateMaxChildren} />
      <TextInput source="description" multiline minRows={3} validate={requiredText} fullWidth />
      <CheckboxGroupInput source="available_days" choices={dayChoices} />
      <SelectArrayInput source="available_hours" choices={slotChoices} fullWidth />
    </SimpleForm>
  </Edit>
);
