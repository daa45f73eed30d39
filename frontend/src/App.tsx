import type { ReactNode } from 'react';
import { ConfigProvider } from './components/ConfigProvider';
import { ErrorModalProvider } from './components/ErrorModal';
import type { PublicConfigResponse } from '@ptits-mitrons/api-types';

/** What every page is drawn in; the router is the caller's (the browser's history, or the server's one address). */
export function App({ config, children }: { config: PublicConfigResponse | null; children: ReactNode }) {
  return (
    <ConfigProvider initial={config}>
      <ErrorModalProvider>{children}</ErrorModalProvider>
    </ConfigProvider>
  );
}
