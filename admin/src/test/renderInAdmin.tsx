import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type RaRecord,
} from 'react-admin';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18nProvider';

/** React-admin's own calls, generic over the record type: a test hands them plain records. */
type CrudCall = 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'update' | 'updateMany' | 'create' | 'delete' | 'deleteMany';

/**
 * What a test may give: the back office's own calls typed as BackOfficeDataProvider declares them (their answers are
 * the API's generated types, so a mocked answer the API cannot send does not type-check), react-admin's calls freely.
 */
export type FakeCalls = { [K in keyof BackOfficeDataProvider as K extends CrudCall ? never : K]?: BackOfficeDataProvider[K] } & {
  [K in CrudCall]?: (...args: never[]) => Promise<unknown>;
};

/**
 * React-admin's test data provider plus the business actions as jest mocks that succeed; a test overrides what it
 * looks at.
 */
export function fakeDataProvider(overrides: FakeCalls = {}): BackOfficeDataProvider {
  const record = { data: { id: 'r1' } };
  return testDataProvider({
    update: jest.fn(async () => record),
    sendProposal: jest.fn(async () => record),
    validateParentRequest: jest.fn(async () => ({ needsProposal: false })),
    createValidatedProposal: jest.fn(async () => record),
    rejectParentRequest: jest.fn(async () => record),
    closeParentRequest: jest.fn(async () => record),
    setMerchantStatus: jest.fn(async (id) => ({ data: { id } })),
    ...overrides,
  } as never) as BackOfficeDataProvider;
}

/** Renders an action button (or a toolbar) inside the back office's contexts, on one record of one resource. */
export function renderOnRecord(
  ui: ReactNode,
  { record, resource, dataProvider = fakeDataProvider(), authProvider }: { record: RaRecord; resource: string; dataProvider?: BackOfficeDataProvider; authProvider?: AuthProvider },
) {
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={resource}>
        <RecordContextProvider value={record}>{ui}</RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}
