import type { ReactNode } from 'react';

/** A titled section of a page: the title is its level-two heading and names the section for screen readers. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 className="text-h2 section-title gutter" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
