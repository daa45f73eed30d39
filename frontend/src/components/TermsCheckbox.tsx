import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { termsCheckbox } from '../content/pages';

export interface TermsLink {
  path: string;
  label: string;
}

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The words before the links (« J'ai lu et j'accepte les »), the terms' links, then a notice shown below. */
  before: string;
  links: TermsLink[];
  notice?: ReactNode;
}

/**
 * The public forms' required acceptance of the terms: each text opens in a new tab, so that what was typed stays.
 * Marked invalid like the text fields, so that the form's submit focuses it first when it is not ticked.
 */
export function TermsCheckbox({ id, checked, onChange, error, before, links, notice }: TermsCheckboxProps) {
  const described = [error ? `${id}-error` : null, notice ? `${id}-notice` : null].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl required error={Boolean(error)} sx={{ gridColumn: '1 / -1' }}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name="terms_accepted"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-invalid': Boolean(error), 'aria-describedby': described } }}
          />
        }
        label={
          <>
            {before}
            {links.map((link, index) => (
              <span key={link.path}>
                {index === 0 ? null : index === links.length - 1 ? termsCheckbox.lastSeparator : termsCheckbox.separator}
                <Link href={link.path} target="_blank" rel="noopener">
                  {link.label}
                  {termsCheckbox.newTab}
                </Link>
              </span>
            ))}
          </>
        }
      />
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
      {notice ? (
        <FormHelperText id={`${id}-notice`} error={false}>
          {notice}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
