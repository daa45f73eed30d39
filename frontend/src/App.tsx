import type { PublicConfig } from '@ptits-mitrons/domain';
import type { ReactNode } from 'react';
import { ConfigProvider } from './components/ConfigProvider';
import { ErrorModalProvider } from './components/ErrorModal';

/** What every page is drawn in; the router is the caller's (the browser's history, or the server's one address). */
export function App({ config, children }: { config: PublicConfig | null; children: ReactNode }) {
  return (
    <ConfigProvider initial={config}>
      <ErrorModalProvider>{children}</ErrorModalProvider>
    </ConfigProvider>
  );
}
