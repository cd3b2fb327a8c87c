// Shared setup for the auth-store tests: in-memory storage, recorded navigation, fresh store state.
import { jest } from '@jest/globals';
import { configureApiClient, setOnSessionExpired, setTokenStorage } from '@portal/api-client';
import { MemoryStorage } from '@portal/api-client/testing';
import { useAuthStore } from '../index';

export function setup() {
  const storage = new MemoryStorage();
  setTokenStorage(storage);
  configureApiClient({ baseUrl: 'http://portal.test/api/' });
  const navigate = jest.fn<(path: string) => void>();
  setOnSessionExpired(navigate);
  useAuthStore.setState({ status: 'loading', user: null, error: null });
  return { storage, navigate };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
