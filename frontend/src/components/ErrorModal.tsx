import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ErrorModalProps } from './ErrorModalDialog';
import { lazyOnFirstOpen } from './lazyOnFirstOpen';
import { withMuiTheme } from '../theme/withMuiTheme';

interface ErrorModalApi {
  showError: (message: string) => void;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

export function useErrorModal(): ErrorModalApi {
  const api = useContext(ErrorModalContext);
  if (!api) throw new Error('useErrorModal must be used inside ErrorModalProvider');
  return api;
}

/** The error modal's text: the server's message, else the error's own, else the screen's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

const ErrorModal = lazyOnFirstOpen<ErrorModalProps>(withMuiTheme(() => import('./ErrorModalDialog')));

/** One error modal for the whole site; closing it clears the error. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((message: string) => setError(message), []);
  const value = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      <ErrorModal open={error !== null} error={error} onClose={() => setError(null)} />
    </ErrorModalContext.Provider>
  );
}
