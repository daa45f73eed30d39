import SaveIcon from '@mui/icons-material/Save';
import { Stack, TextField } from '@mui/material';
import { formatEuros, WORKSHOP_TOTAL_CENTS } from '@ptits-mitrons/domain';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { TextButton } from '../../components/TextButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';

const EUROS = /^\d+(?:[.,]\d{1,2})?$/;

/** Euros as staff type them (« 120 », « 120,50 ») → cents, or the translation key of what is wrong. */
export function shareCentsOf(text: string): { cents: number } | { error: string } {
  const value = text.trim();
  if (!value) return { error: 'resources.merchants.share.required' };
  if (!EUROS.test(value)) return { error: 'resources.merchants.share.invalid' };
  const cents = Math.round(Number(value.replace(',', '.')) * 100);
  return cents <= WORKSHOP_TOTAL_CENTS ? { cents } : { error: 'resources.merchants.share.out_of_range' };
}

/** A new share for this artisan, in euros, between nothing and the workshop's price; the server keeps the history. */
export const ShareForm = ({ merchantId }: { merchantId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { mutate, isPending } = useBusinessMutation((dataProvider, cents: number) => dataProvider.setMerchantShare(merchantId, cents));
  const max = formatEuros(WORKSHOP_TOTAL_CENTS);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = shareCentsOf(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    const saved = await mutate(parsed.cents);
    if (!saved) return;
    setText('');
    notify('resources.merchants.share.saved', { type: 'success', messageArgs: { amount: formatEuros(saved.current_share_cents) } });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        id="merchant-share"
        size="small"
        label={translate('resources.merchants.share.new_share')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={!!error}
        helperText={translate(error ?? 'resources.merchants.share.hint', { max })}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextButton label="resources.merchants.share.save" type="submit" variant="outlined" icon={<SaveIcon />} disabled={isPending} sx={{ mt: { sm: 0.5 }, flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }} />
    </Stack>
  );
};
