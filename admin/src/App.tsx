import { Card, CardContent, CardHeader } from '@mui/material';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { i18nProvider } from './i18nProvider';

/** Minimal back office of the foundation: sign-in against the real API, a dashboard and the sector list. */
function Dashboard() {
  return (
    <Card>
      <CardHeader title="Tableau de bord" />
      <CardContent>Bienvenue dans le back-office.</CardContent>
    </Card>
  );
}

function SectorList() {
  return (
    <List title="Secteurs d'activité">
      <Datagrid bulkActionButtons={false}>
        <TextField source="nom" label="Secteur" />
      </Datagrid>
    </List>
  );
}

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
        title="Back-office"
      >
        <Resource name="activity-sectors" list={SectorList} options={{ label: "Secteurs d'activité" }} />
      </Admin>
    </BrowserRouter>
  );
}
