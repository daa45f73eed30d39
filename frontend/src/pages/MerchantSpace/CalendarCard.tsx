import { lazy, Suspense, useState } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { calendarCard } from '../../content/merchantSpace';

const CalendarLink = lazy(() => import('./CalendarLink'));

type Link = { phase: 'none' } | { phase: 'creating' } | { phase: 'ready'; url: string } | { phase: 'failed'; message: string };

/** The calendar subscription: a button asks for a new feed address (a POST: the previous address stops working). */
export function CalendarCard({ token }: { token: string }) {
  const [link, setLink] = useState<Link>({ phase: 'none' });

  const create = async () => {
    if (link.phase === 'creating') return;
    setLink({ phase: 'creating' });
    try {
      const { url } = await api.merchantCalendarLink(token);
      setLink({ phase: 'ready', url: new URL(url, window.location.origin).href });
    } catch (error) {
      setLink({ phase: 'failed', message: errorText(error, calendarCard.failed) });
    }
  };

  return (
    <SectionCard id="merchant-calendar-title" title={calendarCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{calendarCard.intro}</p>
        <button
          type="button"
          className={`button space-button-start ${link.phase === 'ready' ? 'button-outlined' : 'button-contained'}`}
          onClick={create}
          disabled={link.phase === 'creating'}
        >
          {link.phase === 'creating' ? calendarCard.creating : calendarCard.subscribe}
        </button>
        <div role="status" aria-live="polite">
          {link.phase === 'failed' ? <Notice severity="error">{link.message}</Notice> : null}
          {link.phase === 'ready' ? (
            <Suspense fallback={<p className="text-body1 text-anywhere">{link.url}</p>}>
              <CalendarLink url={link.url} />
            </Suspense>
          ) : null}
        </div>
        <p className="text-body2 text-secondary">{calendarCard.renew}</p>
      </div>
    </SectionCard>
  );
}
