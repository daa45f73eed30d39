import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';

export interface FormDialogProps<Values extends object> {
  open: boolean;
  title: string;
  titleOptions?: Record<string, unknown>;
  hint?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** While the server works the dialog stays open and cannot be sent twice. */
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => void;
  /** The values the form starts from (editing). */
  record?: Partial<Values>;
  children: ReactNode;
}

/** A dialog holding one react-admin form: title, optional hint, inputs, Cancel and the action. */
export function FormDialog<Values extends object>({ open, title, titleOptions, hint, submitLabel, submitColor = 'primary', pending, onClose, onSubmit, record, children }: FormDialogProps<Values>) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="form-dialog-title">
      <Form record={record} onSubmit={(values: Record<string, unknown>) => onSubmit(values as Values)}>
        <DialogTitle id="form-dialog-title">{translate(title, titleOptions)}</DialogTitle>
        <DialogContent>
          {hint && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(hint)}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={pending}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
