import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useBusinessMutation } from '../components/useBusinessMutation';

interface LineError {
  line: number;
  message: string;
}

/** The per-line report of a refused import (400 { message, errors: [{ line, field, message }] }). */
function lineErrors(error: Error): LineError[] | undefined {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  return Array.isArray(errors) && errors.length > 0 ? (errors as LineError[]) : undefined;
}

/**
 * CSV import of hand-entered days, from a file or pasted text. All or nothing: when the server refuses the file,
 * its summary and every invalid line are shown here, and nothing has been stored.
 */
export function ManualDaysImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [csv, setCsv] = useState('');
  const [report, setReport] = useState<{ message: string; lines: LineError[] } | null>(null);
  const { mutate, isPending } = useBusinessMutation((dataProvider, text: string) => dataProvider.importDailyStats(text));

  const readFile = async (file: File | undefined) => {
    if (file) setCsv(await file.text());
  };
  const submit = async () => {
    setReport(null);
    const result = await mutate(csv, (error) => {
      const lines = lineErrors(error);
      if (lines) setReport({ message: error.message, lines });
      return !!lines;
    });
    if (!result) return;
    notify('app.statistics.manual.imported', { type: 'success', messageArgs: { smart_count: result.imported } });
    onClose();
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{translate('app.statistics.manual.import')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.statistics.manual.import_hint')}
        </Alert>
        <Button component="label" variant="outlined" sx={{ mb: 2 }}>
          {translate('app.statistics.manual.choose_file')}
          <input hidden type="file" accept=".csv,text/csv,text/plain" data-testid="manual-days-file" onChange={(event) => void readFile(event.target.files?.[0])} />
        </Button>
        <TextField
          label={translate('app.statistics.manual.csv')}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          multiline
          minRows={5}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'manual-days-csv', spellCheck: false } }}
        />
        {report && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="manual-days-import-errors">
            {report.message}
            {/* With one invalid line the server's summary already quotes it. */}
            {report.lines.length > 1 && (
              <List dense>
                {report.lines.map((error) => (
                  <ListItem key={`${error.line}-${error.message}`} disableGutters>
                    {error.message}
                  </ListItem>
                ))}
              </List>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isPending || !csv.trim()}>
          {translate('app.statistics.manual.import_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
