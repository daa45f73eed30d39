import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../components/ErrorModal';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';

/** The card's words: its title and introduction, and what it says while loading, on failure and when empty. */
export interface DocumentListTexts {
  title: string;
  intro: string;
  loading: string;
  failed: string;
  retry: string;
  none: string;
}

type Load<T> = { phase: 'loading' } | { phase: 'ready'; items: T[] } | { phase: 'failed'; message: string };

interface DocumentListCardProps<T> {
  id: string;
  texts: DocumentListTexts;
  /** Asked once drawn, again on « Réessayer », and again when it changes (memoise it on what it reads). */
  fetch: () => Promise<T[]>;
  itemKey: (item: T) => string | number;
  /** One document: its facts and its download link. */
  renderItem: (item: T) => ReactNode;
  /** Drawn under the list, whatever its state. */
  children?: ReactNode;
}

/**
 * A card of the artisan's documents to download (statements, DAC7 copies), loaded apart from the space (its own call
 * and its own code), so that the space's first screen does not wait for it; a failed load offers to try again.
 */
export function DocumentListCard<T>({ id, texts, fetch, itemKey, renderItem, children }: DocumentListCardProps<T>) {
  const [load, setLoad] = useState<Load<T>>({ phase: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    fetch().then(
      (items) => current && setLoad({ phase: 'ready', items }),
      (error: unknown) => current && setLoad({ phase: 'failed', message: errorText(error, texts.failed) }),
    );
    return () => {
      current = false;
    };
  }, [fetch, reloads, texts.failed]);

  return (
    <SectionCard id={id} title={texts.title}>
      <div className="space-card-body">
        <p className="text-body1">{texts.intro}</p>
        <div role="status" aria-live="polite">
          {load.phase === 'loading' ? <p className="text-body1 text-secondary">{texts.loading}</p> : null}
          {load.phase === 'failed' ? (
            <Notice
              severity="error"
              action={
                <button
                  type="button"
                  className="button button-text"
                  onClick={() => {
                    setLoad({ phase: 'loading' });
                    setReloads((count) => count + 1);
                  }}
                >
                  {texts.retry}
                </button>
              }
            >
              {load.message}
            </Notice>
          ) : null}
          {load.phase === 'ready' && !load.items.length ? <p className="text-body1">{texts.none}</p> : null}
        </div>
        {load.phase === 'ready' && load.items.length ? (
          <ul className="space-list">
            {load.items.map((item) => (
              <li key={itemKey(item)} className="space-statement">
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </SectionCard>
  );
}
