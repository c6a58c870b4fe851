import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingState } from '../../components/ui/loading-state';

const onDemand = (load: () => Promise<ComponentType>) => {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };
};

/** The HOA screens load on demand, so the landing page stays light. */
export const LazyHoaDocumentsRoute = onDemand(() =>
  import('./hoa').then((m) => m.HoaDocumentsRoute),
);
export const LazyHoaSchemesRoute = onDemand(() =>
  import('./hoa-schemes').then((m) => m.HoaSchemesRoute),
);
export const LazyCustomSchemeNewRoute = onDemand(() =>
  import('./custom-scheme-new').then((m) => m.CustomSchemeNewRoute),
);
