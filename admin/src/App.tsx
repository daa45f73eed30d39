import { cityLabel } from '@ptits-mitrons/domain';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18nProvider';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { darkTheme, lightTheme } from './layout/theme';
import mails from './resources/mails';
import admins from './resources/admins';
import merchants from './resources/merchants';
import { PayoutsPage } from './resources/merchants/payouts/PayoutsPage';
import parents from './resources/parents';
import { DAC7_PATH } from './resources/merchants/dac7/Dac7Button';
import { Dac7Page } from './resources/merchants/dac7/Dac7Page';
import { CandidatesPage } from './resources/parents/CandidatesPage';
import { StatisticsPage } from './statistics/StatisticsPage';

/**
 * The back office under /admin/ (react-admin's default hash router would put '#/' in every address).
 * Telemetry stays off: the CSP refuses its pixel. Any unknown admin path shows the dashboard.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        catchAll={Dashboard}
        layout={Layout}
        loginPage={LoginPage}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        disableTelemetry
        title="Back-office"
      >
        <Resource name="parents" {...parents}>
          {/* « Trouver un artisan », under the request it serves. */}
          <Route path=":id/artisans" element={<CandidatesPage />} />
        </Resource>
        <Resource name="merchants" {...merchants}>
          {/* « Paiements artisans », reached from the merchants list: the sidebar keeps its four entries. */}
          <Route path="payouts" element={<PayoutsPage />} />
        </Resource>
        <Resource name="admins" {...admins} />
        <Resource name="mails" {...mails} />
        <Resource name="audit" />
        <Resource name="cities" recordRepresentation={cityLabel} />
        <Resource name="activity-sectors" recordRepresentation="nom" />
        <CustomRoutes>
          <Route path="/statistics" element={<StatisticsPage />} />
          <Route path={DAC7_PATH} element={<Dac7Page />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
