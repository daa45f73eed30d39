import { PAYOUT_DETAILS_MESSAGES, PAYOUT_FIELD_LABELS as LABELS } from '@ptits-mitrons/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { formatDateTime, formatDay } from '../../components/dates';
import { errorText } from '../../components/ErrorModal';
import { Facts } from '../../components/Facts';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { payoutDetailsCard } from '../../content/merchantSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import type { PayoutDetailsFormProps } from './PayoutDetailsForm';
import type { PayoutDetailsResponse } from '@ptits-mitrons/api-types';

/** The form's code loads when the artisan first asks to fill it in, not with the page. */
const PayoutDetailsForm = lazyOnFirstOpen<PayoutDetailsFormProps>(withMuiTheme(() => import('./PayoutDetailsForm')));

function MissingList({ intro, items }: { intro: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Notice severity="warning">
      {intro}
      <ul className="notice-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** The artisan's payout details as saved (IBAN and tax number masked), what is still missing, and the form. */
export function PayoutDetailsCard({ token }: { token: string }) {
  const [answer, setAnswer] = useState<PayoutDetailsResponse | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let current = true;
    api.payoutDetails(token).then(
      (next) => current && setAnswer(next),
      (error: unknown) => current && setLoadError(errorText(error, payoutDetailsCard.loadError)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const details = answer?.details;
  return (
    <SectionCard id="merchant-payout-details-title" title={payoutDetailsCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{payoutDetailsCard.intro}</p>
        {loadError ? <Notice severity="error">{loadError}</Notice> : null}
        {!answer && !loadError ? <p className="text-body1">{payoutDetailsCard.loading}</p> : null}
        {answer && !editing ? (
          <>
            {details ? (
              <Facts
                rows={[
                  [LABELS.seller_type, details.seller_type_label],
                  [LABELS.legal_name, details.legal_name],
                  [LABELS.siret, details.siret ?? '—'],
                  ...(details.vat_number ? [[LABELS.vat_number, details.vat_number] as [string, string]] : []),
                  ...(details.seller_type === 'individual'
                    ? ([
                        [LABELS.first_name, details.first_name ?? '—'],
                        [LABELS.last_name, details.last_name ?? '—'],
                        [LABELS.birth_date, details.birth_date ? formatDay(details.birth_date) : '—'],
                        [LABELS.tax_id, details.tax_id_masked ?? '—'],
                      ] as [string, string][])
                    : []),
                  [LABELS.address_line, `${details.address_line}, ${details.postal_code} ${details.city} (${details.country})`],
                  [LABELS.iban, details.iban_masked],
                  ...(details.bic ? [[LABELS.bic, details.bic] as [string, string]] : []),
                  [LABELS.account_holder, details.account_holder],
                  [payoutDetailsCard.updatedAt, formatDateTime(details.updated_at)],
                ]}
              />
            ) : (
              <p className="text-body1">{payoutDetailsCard.none}</p>
            )}
            <MissingList intro={payoutDetailsCard.missingPayout} items={answer.missing.payout} />
            <MissingList intro={payoutDetailsCard.missingDac7} items={answer.missing.dac7.filter((item) => !answer.missing.payout.includes(item))} />
            {details && !answer.missing.dac7.length ? <p className="text-body1">{payoutDetailsCard.complete}</p> : null}
            <button
              type="button"
              className="button button-outlined space-button-start"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {details ? payoutDetailsCard.edit : payoutDetailsCard.enter}
            </button>
          </>
        ) : null}
        <div role="status" aria-live="polite">
          {saved ? <Notice severity="success">{PAYOUT_DETAILS_MESSAGES.saved}</Notice> : null}
        </div>
      </div>
      {answer ? (
        <PayoutDetailsForm
          open={editing}
          token={token}
          answer={answer}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setAnswer(next);
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : null}
    </SectionCard>
  );
}
