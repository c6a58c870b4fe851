import { useMemo } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router-dom';
import { ErrorFallback } from '../components/ui/error-boundary';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { OnboardingRoute } from './routes/onboarding';
import { PricingRoute } from './routes/pricing';
import { LazyVisualizerRoute } from './routes/lazy-visualizer';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * One entry per row of SPEC §2's route table. Screens of later issues slot in
 * here: signed-in ones under RequireAuth (/dashboard, /checkout, /hoa/...),
 * public ones beside /pricing (/share/:shareToken), and '/admin/*' as a lazy
 * route so the landing page never loads react-admin.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.pricing.path, element: <PricingRoute /> },
      {
        path: paths.share.path,
        lazy: async () => ({ Component: (await import('./routes/share')).ShareRoute }),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.visualizer.path, element: <LazyVisualizerRoute /> },
          { path: paths.onboarding.path, element: <OnboardingRoute /> },
          // Loaded on demand, so the landing page stays light.
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
          },
          {
            path: paths.checkout.path,
            lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutRoute }),
          },
          {
            path: paths.hoa.path,
            lazy: async () => ({ Component: (await import('./routes/hoa')).HoaDocumentsRoute }),
          },
          {
            path: paths.hoaSchemes.path,
            lazy: async () => ({
              Component: (await import('./routes/hoa-schemes')).HoaSchemesRoute,
            }),
          },
        ],
      },
      // The admin console: react-admin is loaded only here, never by the consumer pages.
      {
        path: paths.admin.path,
        lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
      },
      // Signed-in only, with its own check: signed out, it says so before going to / (SPEC §4).
      {
        path: paths.customSchemeNew.path,
        lazy: async () => ({
          Component: (await import('./routes/custom-scheme-new')).CustomSchemeNewRoute,
        }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Navigations render at once (no React transition): with a transition the address changed at
 * once but the previous page stayed on screen, and interactive, for up to a second while the
 * next one rendered in the background. In the admin console, 'Create' on a list left the list's
 * own 'Manufacturer' and search filters under the user's fingers, so what they typed first went
 * into the list and the new form then came up empty.
 */
export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} useTransitions={false} />;
}
