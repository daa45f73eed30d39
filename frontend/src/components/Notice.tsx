import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A result or warning line, drawn without MUI's Alert (its icons would add to the JavaScript the space loads
 * first). The caller puts it in an aria-live region when it announces a result.
 */
export function Notice({ severity, children, action }: { severity: 'success' | 'error' | 'warning' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        p: 2,
        borderRadius: 1,
        borderLeft: 6,
        borderColor: `${severity}.main`,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box sx={{ flex: '1 1 16rem' }}>{children}</Box>
      {action}
    </Box>
  );
}
