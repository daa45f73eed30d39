import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';

interface ChoiceGroupProps {
  id: string;
  legend: string;
  hint?: string;
  /** Every choice, in the order shown; the value keeps that order whatever the clicks. */
  choices: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  /** The narrowest a choice gets before the grid wraps (longer labels want more). */
  minWidth?: string;
}

/** A fieldset of checkboxes in a wrapping grid: the week's days, the half-hour slots. */
export function ChoiceGroup({ id, legend, hint, choices, value, onChange, error, minWidth = '7rem' }: ChoiceGroupProps) {
  const chosen = new Set(value);
  const toggle = (choice: string, checked: boolean) => {
    if (checked) chosen.add(choice);
    else chosen.delete(choice);
    onChange(choices.filter((item) => chosen.has(item)));
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Box component="fieldset" id={id} data-invalid={error ? 'true' : undefined} aria-describedby={describedBy} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {legend}
      </Typography>
      {hint ? (
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`, columnGap: 1 }}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice}
            label={choice}
            sx={{ mr: 0 }}
            control={<Checkbox checked={chosen.has(choice)} onChange={(event) => toggle(choice, event.target.checked)} />}
          />
        ))}
      </Box>
      {error ? (
        <FormHelperText id={`${id}-error`} error sx={{ fontSize: '0.95rem' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
