import Box from '@mui/material/Box';
import { forms } from '../content/pages';

/** The hidden `website` field of the public forms: people never see it, form-filling robots fill it. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Box className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{forms.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}
