import { Fragment, type ReactNode } from 'react';

/** Label / value pairs as a description list, side by side from the small tablet up (index.css, no MUI). */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-body1">{label}</dt>
          <dd className="text-body1">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
