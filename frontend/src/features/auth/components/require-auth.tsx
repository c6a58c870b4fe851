import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAuth } from '../hooks/use-auth';

/** Layout route for signed-in screens: signed-out visitors go to the landing page. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingState />;
  if (!isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
