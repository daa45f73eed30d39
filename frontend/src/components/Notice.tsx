import type { ReactNode } from 'react';

/**
 * A result or warning line, plain elements styled by index.css (no MUI: the spaces draw it on their first screen).
 * The caller puts it in an aria-live region when it announces a result.
 */
export function Notice({ severity, children, action }: { severity: 'success' | 'error' | 'warning' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={`notice notice-${severity}`}>
      <div className="notice-text">{children}</div>
      {action}
    </div>
  );
}
