import { MERCHANT_SPACE_MESSAGES, OFFER_STATUS_COLORS, OFFER_STATUS_LABELS } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { api } from '../../api/client';
import { formatDateTime } from '../../components/dates';
import { Facts } from '../../components/Facts';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { offersCard, workshopLabels } from '../../content/merchantSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import { answerFailure, type SpaceNotice } from './answers';
import type { DeclineOfferDialogProps } from './DeclineOfferDialog';
import { timeLeft, useNow } from './timeLeft';
import type { MerchantSpaceOfferResponse } from '@ptits-mitrons/api-types';

/** The dialog's code (MUI and its modal) loads when it first opens, not with the page. */
const DeclineOfferDialog = lazyOnFirstOpen<DeclineOfferDialogProps>(withMuiTheme(() => import('./DeclineOfferDialog')));

interface OffersCardProps {
  token: string;
  offers: MerchantSpaceOfferResponse[];
  /** `changed`: the server's state moved (answered, or taken meanwhile), so the page reloads it. */
  onAnswered: (notice: SpaceNotice, changed: boolean) => void;
}

/** Pending offers first, the closest deadline on top; then the others, the latest workshop first. */
function ordered(offers: MerchantSpaceOfferResponse[]): MerchantSpaceOfferResponse[] {
  const pending = offers.filter((offer) => offer.status === 'pending').sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''));
  const others = offers.filter((offer) => offer.status !== 'pending').sort((a, b) => b.date.localeCompare(a.date));
  return [...pending, ...others];
}

export function OffersCard({ token, offers, onAnswered }: OffersCardProps) {
  const now = useNow();
  const [accepting, setAccepting] = useState<string | null>(null);
  const [declining, setDeclining] = useState<MerchantSpaceOfferResponse | null>(null);
  const [lastDeclined, setLastDeclined] = useState<MerchantSpaceOfferResponse | null>(null);

  const accept = async (offer: MerchantSpaceOfferResponse) => {
    if (accepting) return;
    setAccepting(offer.id);
    try {
      const result = await api.acceptOffer(token, offer.id);
      onAnswered({ severity: 'success', text: result.message || MERCHANT_SPACE_MESSAGES.offerAccepted }, true);
    } catch (error) {
      const { notice, changed } = answerFailure(error);
      onAnswered(notice, changed);
    } finally {
      setAccepting(null);
    }
  };
  const openDecline = (offer: MerchantSpaceOfferResponse) => {
    setLastDeclined(offer);
    setDeclining(offer);
  };

  const list = ordered(offers);
  return (
    <SectionCard id="merchant-offers-title" title={offersCard.title}>
      {list.length ? (
        <ul className="space-list">
          {list.map((offer) => {
            const pending = offer.status === 'pending';
            const left = pending && offer.expiresAt ? timeLeft(offer.expiresAt, now) : null;
            return (
              <li key={offer.id} className={pending ? 'offer offer-pending' : 'offer'}>
                <div className="offer-head">
                  <StatusBadge color={OFFER_STATUS_COLORS[offer.status]} label={OFFER_STATUS_LABELS[offer.status]} srPrefix={offersCard.statusLabel} />
                  {pending ? (
                    // The brand's dark brown: MUI's warning.dark orange is under 4.5:1 on white.
                    <p className={`text-body1 text-strong ${left ? 'text-primary' : 'text-secondary'}`}>{left ? offersCard.timeLeft(left) : offersCard.deadlinePassed}</p>
                  ) : null}
                </div>
                <Facts
                  rows={[
                    [workshopLabels.when, <time key="when" dateTime={offer.date}>{formatDateTime(offer.date)}</time>],
                    [offersCard.city, offer.city_label],
                    [offersCard.child, offersCard.childAge(offer.child_age)],
                    [workshopLabels.children, offer.number_of_children],
                    [workshopLabels.allergies, offer.allergies || workshopLabels.noAllergies],
                  ]}
                />
                {pending && left ? (
                  <div className="space-buttons">
                    <button type="button" className="button button-contained" disabled={accepting !== null} onClick={() => accept(offer)}>
                      {accepting === offer.id ? offersCard.accepting : offersCard.accept}
                    </button>
                    <button type="button" className="button button-outlined button-large" disabled={accepting !== null} onClick={() => openDecline(offer)}>
                      {offersCard.decline}
                    </button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-body1">{offersCard.none}</p>
      )}
      <DeclineOfferDialog
        open={declining !== null}
        token={token}
        offerId={(declining ?? lastDeclined)?.id ?? ''}
        onClose={() => setDeclining(null)}
        onDone={(notice, changed) => {
          setDeclining(null);
          onAnswered(notice, changed);
        }}
      />
    </SectionCard>
  );
}
