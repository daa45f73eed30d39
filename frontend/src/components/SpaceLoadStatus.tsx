import { Notice } from './Notice';

/** While a personal space loads, and when it failed to (with a retry): the same for the parent's and the artisan's. */
export function SpaceLoadStatus(props: { phase: string; message?: string; loadingText: string; retryText: string; onRetry: () => void }) {
  if (props.phase === 'loading') {
    return (
      <p className="text-body1" role="status">
        {props.loadingText}
      </p>
    );
  }
  if (props.phase !== 'failed') return null;
  return (
    <div role="alert">
      <Notice
        severity="error"
        action={
          <button type="button" className="button button-outlined" onClick={props.onRetry}>
            {props.retryText}
          </button>
        }
      >
        {props.message}
      </Notice>
    </div>
  );
}
