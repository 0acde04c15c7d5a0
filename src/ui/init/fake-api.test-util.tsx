// A scripted ApiClient for the opening and succession component tests: every call is recorded and
// answered by the test's handler (which may throw an ApiError to refuse); no network, no signing.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { type Contract, fillPath } from '../../core/contracts/contract';
import { AppProviders } from '../providers';
import { type ScreenServices, ServicesProvider } from '../services';

export interface FakeCall {
  method: 'GET' | 'POST' | 'DOWNLOAD';
  path: string;
  /** The query of a GET, the body of a POST (what the contract's path did not take). */
  input: unknown;
}

export type FakeHandler = (call: FakeCall) => unknown;

export function refuse(code: number, message: string, data: unknown = null): never {
  throw new ApiError({ kind: 'business', code, message, data });
}

const file = { blob: new Blob(['x']), fileName: 'template.xlsx', contentType: 'application/octet-stream' };

export function fakeApi(handler: FakeHandler): { api: ApiClient; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const answer = async (call: FakeCall) => {
    calls.push(call);
    return handler(call);
  };
  const api = {
    call: async (contract: Contract, input?: unknown) => {
      const { path, rest } = fillPath(contract.path, input);
      if (contract.transfer === 'download') {
        await answer({ method: 'DOWNLOAD', path, input: rest });
        return file;
      }
      return answer({ method: contract.method, path, input: rest });
    },
    upload: () => Promise.reject(new Error('not used')),
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
