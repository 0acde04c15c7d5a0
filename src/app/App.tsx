// The root component: providers, the router and the global loading mask.
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from '../ui/providers';
import { LoadingMask } from './effects/LoadingMask';
import type { AppRouter } from './router/router';
import { type AppServices, AppServicesProvider } from './shell-services';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders>
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
        <LoadingMask store={services.loading} />
      </AppServicesProvider>
    </AppProviders>
  );
}
