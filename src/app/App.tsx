// The root component: providers, the router and the global loading mask.
import { RouterProvider } from '@tanstack/react-router';
import { LoadingMask } from './effects/LoadingMask';
import { AppProviders } from './providers';
import type { AppRouter } from './router/router';
import { type AppServices, ServicesProvider } from './services';

export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  return (
    <AppProviders>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
        <LoadingMask store={services.loading} />
      </ServicesProvider>
    </AppProviders>
  );
}
