import ReplayIcon from '@mui/icons-material/Replay';
import { canRetryMail } from '@ptits-mitrons/domain';
import { useNotify, useRecordContext } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
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
    <ActionButton label="resources.mails.actions.retry" onClick={retry} disabled={isPending || !canRetryMail(record.status)}>
      <ReplayIcon />
    </ActionButton>
  );
};
