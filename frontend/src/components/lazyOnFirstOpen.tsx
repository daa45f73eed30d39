import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A modal or drawer whose code (MUI's Modal, transitions, focus trap) is downloaded the first time it opens,
 * which keeps it out of the JavaScript every page loads first. It then stays mounted so closing animates.
 */
export function lazyOnFirstOpen<Props extends { open: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Component = lazy(load) as unknown as ComponentType<Props>;
  return function LazyOnFirstOpen(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
