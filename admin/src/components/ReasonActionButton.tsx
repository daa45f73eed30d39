import { useState, type ReactElement } from 'react';
import { useNotify, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { ActionButton } from './ActionButton';
import type { BackOfficeDataProvider } from '../api/dataProvider';
import { ReasonDialog } from './ReasonDialog';
import { useBusinessMutation } from './useBusinessMutation';

/** An action that asks for a reason first: rejecting (reason required), archiving (reason optional). */
export const ReasonActionButton = ({
  label,
  icon,
  enabled,
  color,
  reasonRequired,
  title,
  hint,
  submitLabel,
  successMessage,
  run,
}: {
  label: string;
  icon: ReactElement;
  enabled: (status?: string) => boolean;
  color?: 'error';
  reasonRequired: boolean;
  title: string;
  hint?: string;
  submitLabel: string;
  successMessage: string;
  run: (dataProvider: BackOfficeDataProvider, id: Identifier, reason: string) => Promise<unknown>;
}) => {
  const record = useRecordContext<RaRecord>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useBusinessMutation((dataProvider, reason: string) => run(dataProvider, record!.id, reason));
  if (!record) return null;
  const submit = async (reason: string) => {
    if (!(await mutate(reason))) return;
    setOpen(false);
    notify(successMessage, { type: 'success' });
  };
  return (
    <>
      <ActionButton label={label} onClick={() => setOpen(true)} disabled={!enabled(record.status)} color={color}>
        {icon}
      </ActionButton>
      <ReasonDialog
        open={open}
        title={title}
        hint={hint}
        reasonRequired={reasonRequired}
        submitLabel={submitLabel}
        pending={isPending}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
};

