import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { canRetryMail } from './mailRules';
import type { Mail } from './MailFields';

/** Puts a failed or waiting mail back in the queue for the worker's next run; the page shows the new status once the server agrees. */
export const RetryMailButton = () => {
  const record = useRecordContext<Mail>();
  const notify = useNotify();
  const { mutate, isPending } = useBusinessMutation((dataProvider) => dataProvider.retryMail(record!.id));
  if (!record) return null;
  const retry = async () => {
    if (await mutate(undefined)) notify('resources.mails.notifications.retried', { type: 'success' });
  };
  return (
    <Button label="resources.mails.actions.retry" onClick={retry} disabled={isPending || !canRetryMail(record.status)}>
      <ReplayIcon />
    </Button>
  );
};
