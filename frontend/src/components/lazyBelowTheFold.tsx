import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { withMuiTheme } from '../theme/withMuiTheme';

/** How far below the screen a part starts downloading: a fast scroll finds it drawn. */
const NEAR = '800px';
/** A first key press or touch also downloads it: keyboard users tab towards it without scrolling first. */
const INTERACTIONS = ['keydown', 'pointerdown'] as const;
/**
 * And once the page is drawn and the browser idle, whatever the visitor does: a screen reader's browse mode reads
 * the page (headings, form fields) without scrolling and without key presses the page can hear.
 */
const IDLE_AFTER_MS = 2_000;

/**
 * A part of a page below the first screen (a form, drawn with MUI) whose code is downloaded when it comes near the
 * screen or at the visitor's first key press or touch, which keeps it and MUI out of the JavaScript the page loads
 * first. Until it is drawn a box of about its height (the `placeholder` class) holds its place, so what follows (the
 * footer) does not jump when it arrives. The server draws the box too: the first render never wants the part.
 */
export function lazyBelowTheFold(load: () => Promise<{ default: ComponentType }>, placeholder: string) {
  const Component = lazy(withMuiTheme(load));
  return function LazyBelowTheFold() {
    const [wanted, setWanted] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (wanted) return;
      // Drawn in a transition: React draws the form in short slices, the page stays responsive meanwhile.
      const want = () => startTransition(() => setWanted(true));
      if (typeof IntersectionObserver === 'undefined') return want();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: `${NEAR} 0px` });
      observer.observe(box.current!);
      for (const name of INTERACTIONS) window.addEventListener(name, want, { once: true });
      const idle = window.setTimeout(() => (window.requestIdleCallback ?? ((callback: () => void) => callback()))(want), IDLE_AFTER_MS);
      return () => {
        observer.disconnect();
        window.clearTimeout(idle);
        for (const name of INTERACTIONS) window.removeEventListener(name, want);
      };
    }, [wanted]);
    const reserved = <div ref={box} className={placeholder} aria-busy="true" />;
    if (!wanted) return reserved;
    return (
      <Suspense fallback={reserved}>
        <Component />
      </Suspense>
    );
  };
}
