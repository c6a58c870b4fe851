import { useAuth } from '../../features/auth/hooks/use-auth';
import { LandingRoute } from './landing';
import { LazyVisualizerRoute } from './lazy-visualizer';

/** '/': the landing page while signed out or while authentication loads, else the visualizer. */
export function HomeRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  return !isLoading && isAuthenticated ? <LazyVisualizerRoute /> : <LandingRoute />;
}
