import Box from '@mui/material/Box';
import type { ChipColor } from '@ptits-mitrons/domain';

/**
 * A status as the back office's chip colours it, drawn as a dot and a border (no Chip code on the spaces' pages).
 * `srPrefix` names what the status is about for screen readers.
 */
export function StatusBadge({ color, label, srPrefix }: { color: ChipColor; label: string; srPrefix: string }) {
  const main = color === 'default' ? 'grey.500' : `${color}.main`;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5, borderRadius: 4, border: 1, borderColor: main, bgcolor: 'background.paper', fontWeight: 600 }}
    >
      <Box component="span" aria-hidden="true" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: main, flex: 'none' }} />
      <span className="visually-hidden">{srPrefix} : </span>
      {label}
    </Box>
  );
}
