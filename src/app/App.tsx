// The root component: providers, the router and the global loading mask.
import { RouterProvider } from '@tanstack/react-router';
import { DeferredProviders } from '../ui/deferred-providers';
import { LoadingMask } from './effects/LoadingMask';
import type { AppRouter } from './router/router';
import { type AppServices, AppServicesProvider } from './shell-services';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <DeferredProviders>
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
        <LoadingMask store={services.loading} />
      </AppServicesProvider>
    </DeferredProviders>
  );
}
