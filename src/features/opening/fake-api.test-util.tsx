// A scripted ApiClient for the opening and succession component tests: every call is recorded and
// answered by the test's handler (which may throw an ApiError to refuse); no network, no signing.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { AppProviders } from '../../ui/providers';
import { type ScreenServices, ServicesProvider } from '../../ui/services';

export interface FakeCall {
  method: 'GET' | 'POST' | 'DOWNLOAD';
  path: string;
  /** The query of a GET, the body of a POST. */
  input: unknown;
}

export type FakeHandler = (call: FakeCall) => unknown;

export function refuse(code: number, message: string, data: unknown = null): never {
  throw new ApiError({ kind: 'business', code, message, data });
}

export function fakeApi(handler: FakeHandler): { api: ApiClient; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const answer = async (call: FakeCall) => {
    calls.push(call);
    return handler(call);
  };
  const api = {
    get: (path: string, query?: unknown) => answer({ method: 'GET', path, input: query }),
    post: (path: string, body?: unknown) => answer({ method: 'POST', path, input: body }),
    upload: () => Promise.reject(new Error('not used')),
    download: async (path: string, query?: unknown) => {
      await answer({ method: 'DOWNLOAD', path, input: query });
      return { blob: new Blob(['x']), fileName: 'template.xlsx', contentType: 'application/octet-stream' };
    },
    logPageLoad: () => {},
  } as unknown as ApiClient;
  return { api, calls };
}

export function renderWithApi(ui: ReactElement, api: ApiClient) {
  const services = { api } as unknown as ScreenServices;
  return render(
    <AppProviders env="test">
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </AppProviders>,
  );
}
