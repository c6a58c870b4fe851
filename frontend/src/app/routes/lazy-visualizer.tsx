import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state';

const VisualizerRoute = lazy(() =>
  import('./visualizer').then((m) => ({ default: m.VisualizerRoute })),
);

/** The visualizer (upload, schemes, rendering) loads on demand, so the landing page stays light. */
export function LazyVisualizerRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading visualizer..." />}>
      <VisualizerRoute />
    </Suspense>
  );
}
