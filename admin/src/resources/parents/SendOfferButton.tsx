import SendIcon from '@mui/icons-material/Send';
import type { CandidateAnswer } from '@ptits-mitrons/domain';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ActionButton } from '../../components/ActionButton';
import { useBusinessMutation } from '../../components/useBusinessMutation';
import { parentShowPath } from './parentRequestRules';

/**
 * « Envoyer l'offre »: the chosen artisans, in their order, for the workshop's start; the first is mailed at once.
 * Back on the request's page, its « Offres aux artisans » section shows the queue.
 */
export const SendOfferButton = ({ requestId, chosen, date }: { requestId: string; chosen: CandidateAnswer[]; date?: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate, isPending } = useBusinessMutation((dataProvider, payload: { merchantIds: string[]; date: string }) => dataProvider.sendOffers(requestId, payload));
  const send = async () => {
    if (!date || !chosen.length) return;
    const queue = await mutate({ merchantIds: chosen.map((c) => c.merchantId), date });
    if (!queue) return;
    notify('resources.parents.candidates.sent', { type: 'success', messageArgs: { name: chosen[0].establishment_name } });
    navigate(parentShowPath(requestId));
  };
  return (
    <ActionButton label="resources.parents.candidates.send" variant="contained" onClick={send} disabled={!date || !chosen.length || isPending}>
      <SendIcon />
    </ActionButton>
  );
};
