import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALLERGIES_LABEL, ALLERGIES_MAX_LENGTH } from '@ptits-mitrons/domain';
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { errorText } from '../../components/ErrorModal';
import { detailsDialog } from '../../content/parentSpaceForms';
import { forms, parentsPage } from '../../content/pages';
import * as rules from '../../forms/validation';
import type { ParentSpaceResponse } from '@ptits-mitrons/api-types';

export interface DetailsDialogProps {
  open: boolean;
  token: string;
  request: ParentSpaceResponse['request'];
  onClose: () => void;
  onSaved: (answer: ParentSpaceResponse) => void;
}

/** The number of children and the allergies, open until D-10 (the server refuses later, with its message). */
export default function DetailsDialog({ open, token, request, onClose, onSaved }: DetailsDialogProps) {
  const [children, setChildren] = useState('');
  const [allergies, setAllergies] = useState('');
  const [errors, setErrors] = useState<{ children?: string; allergies?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(false);
  // Each opening starts from the request as it is now (the dialog stays mounted so that closing animates).
  if (open !== shown) {
    setShown(open);
    if (open) {
      setChildren(String(request.number_of_children));
      setAllergies(request.allergies ?? '');
      setErrors({});
      setFailure(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = {
      children: rules.check(children, [rules.required, rules.numberOfChildren]),
      allergies: rules.allergies(allergies),
    };
    setErrors(found);
    if (found.children || found.allergies) {
      // The first wrong field gets the focus once its message is drawn.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await api.updateDetails(token, { number_of_children: Number(children.trim().replace(',', '.')), allergies: allergies.trim() }));
    } catch (error) {
      setFailure(errorText(error, forms.submitFallbackError));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby="details-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" ref={form} noValidate onSubmit={submit}>
        <DialogTitle id="details-dialog-title">{detailsDialog.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography>{detailsDialog.intro}</Typography>
          <TextField
            id="details-number_of_children"
            label={parentsPage.fields.number_of_children}
            value={children}
            onChange={(event) => {
              setChildren(event.target.value);
              setErrors((current) => ({ ...current, children: rules.check(event.target.value, [rules.numberOfChildren]) }));
            }}
            required
            error={Boolean(errors.children)}
            helperText={errors.children}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 1 }}
          />
          <TextField
            id="details-allergies"
            label={ALLERGIES_LABEL}
            value={allergies}
            onChange={(event) => {
              setAllergies(event.target.value);
              setErrors((current) => ({ ...current, allergies: rules.allergies(event.target.value) }));
            }}
            multiline
            minRows={3}
            error={Boolean(errors.allergies)}
            helperText={errors.allergies ?? detailsDialog.counter(allergies.trim().length, ALLERGIES_MAX_LENGTH)}
            fullWidth
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {detailsDialog.close}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? detailsDialog.saving : detailsDialog.save}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
