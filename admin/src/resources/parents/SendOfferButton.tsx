import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { parentShowPath } from './parentRequestRules';
import type { CandidateResponse } from '@ptits-mitrons/api-types';

/**
 * « Envoyer l'offre »: the chosen artisans, in their order, for the workshop's start; the first is mailed at once.
 * Back on the request's page, its « Offres aux artisans » section shows the queue.
 */
export const SendOfferButton = ({ requestId, chosen, date }: { requestId: string; chosen: CandidateResponse[]; date?: string }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { mutate, isPending } = useBusinessMutation((dataProvider, payload: { merchantIds: string[]; date: string }) => dataProvider.sendOffers(requestId, payload));
  const send = async () => {
    if (!date || !chosen.length) return;
    const queue = await mutate({ merchantIds: chosen.map((c) => c.merchantId), date });
    if (!queue) return;
    notify('resources.parents.candidates.sent', { type: 'success', messageArgs: { name: chosen[0].establishment_name } });
    navigate(parentShowPath(requestId));
  };
  // The page's one action keeps its words on a phone, unlike react-admin's toolbar buttons.
  return (
    <Button variant="contained" startIcon={<SendIcon />} onClick={send} disabled={!date || !chosen.length || isPending}>
      {translate('resources.parents.candidates.send')}
    </Button>
  );
};
