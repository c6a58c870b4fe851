import {
  Admin,
  CustomRoutes,
  Layout,
  Menu,
  Resource,
  Authenticated,
  type LayoutProps,
} from 'react-admin';
import { Route } from 'react-router-dom';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import { queryClient } from '../lib/query-client';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { PromptsPage } from './prompts/prompts-page';
import { events } from './resources/events';
import { paintColors } from './resources/paint-colors';
import { paintSchemes } from './resources/paint-schemes';
import { hoaDocuments, renders } from './resources/records';
import { StatementPage } from './resources/statement-page';
import { users } from './resources/users';
import { AdminToolsPage } from './tools/admin-tools-page';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Admin tools" />
      <Menu.Item to="/admin/prompts" primaryText="AI prompts" leftIcon={<SmartToyIcon />} />
      <Menu.ResourceItems />
    </Menu>
  );
}

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}

/**
 * The admin console (react-admin), loaded only under /admin. /admin (the tools) is open to
 * everyone; everything else needs sign-in, and the server lets only admins through.
 */
export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="CurbHue Admin"
      dashboard={AdminToolsPage}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      layout={AdminLayout}
      loginPage={false}
      disableTelemetry
    >
      <Resource name="paint-schemes" {...paintSchemes} />
      <Resource name="paint-colors" {...paintColors} />
      {/* The families a colour's category is one of: only a reference, no screen of its own. */}
      <Resource name="colour-families" />
      <Resource name="users" {...users} recordRepresentation="email" />
      <Resource name="renders" {...renders} />
      <Resource name="hoa-documents" {...hoaDocuments} />
      <Resource name="events" {...events} />
      <CustomRoutes>
        <Route
          path="/prompts"
          element={
            <Authenticated>
              <PromptsPage />
            </Authenticated>
          }
        />
        <Route
          path="/users/:id/statement"
          element={
            <Authenticated>
              <StatementPage />
            </Authenticated>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}

export default AdminApp;
