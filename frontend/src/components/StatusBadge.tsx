import type { ChipColor } from '@ptits-mitrons/domain';
import type { CSSProperties } from 'react';

/**
 * A status as the back office's chip colours it, drawn as a dot and a border (no Chip code on the spaces' pages;
 * plain elements styled by index.css). `srPrefix` names what the status is about for screen readers.
 */
export function StatusBadge({ color, label, srPrefix }: { color: ChipColor; label: string; srPrefix: string }) {
  return (
    <span className="status-badge" style={{ '--status-color': `var(--status-${color})` } as CSSProperties}>
      <span aria-hidden="true" className="status-badge-dot" />
      <span className="visually-hidden">{srPrefix} : </span>
      {label}
    </span>
  );
}
