import { formatEuros, isParentSpaceOpenStatus, PARENT_REQUEST_STATUS_COLORS, RECEIPT_TEXTS } from '@ptits-mitrons/domain';
import { Facts } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { StatusBadge } from '../../components/StatusBadge';
import { api } from '../../api/client';
import { formatDateTime, formatDay, formatInstantDay } from '../../components/dates';
import { spacePage } from '../../content/parentSpace';
import type { ParentSpaceResponse } from '@ptits-mitrons/api-types';

const euros = (cents: number) => formatEuros(cents, { cents: 'when-needed' });

/** The request's status as the back office's chip colours it. */
export function StatusChip({ answer }: { answer: ParentSpaceResponse }) {
  return <StatusBadge color={PARENT_REQUEST_STATUS_COLORS[answer.status]} label={answer.status_label} srPrefix={spacePage.statusLabel} />;
}

export function ProposalCard({ answer }: { answer: ParentSpaceResponse }) {
  const { proposal } = answer;
  if (!proposal) {
    // Only a request still waiting for its artisan expects one; a closed request simply has none.
    return answer.status === 'submitted' ? (
      <SectionCard id="space-proposal-title" title={spacePage.proposalTitle}>
        <p className="text-body1">{spacePage.noProposal}</p>
      </SectionCard>
    ) : null;
  }
  return (
    <SectionCard id="space-proposal-title" title={spacePage.proposalTitle}>
      <Facts
        rows={[
          [spacePage.proposalFields.establishment, proposal.establishment_name],
          [spacePage.proposalFields.address, proposal.address],
          [spacePage.proposalFields.when, formatDateTime(proposal.date)],
        ]}
      />
    </SectionCard>
  );
}

export function RequestCard({ answer }: { answer: ParentSpaceResponse }) {
  const { request } = answer;
  return (
    <SectionCard id="space-request-title" title={spacePage.requestTitle}>
      <Facts
        rows={[
          [spacePage.fields.child, spacePage.fields.childValue(request.child_firstname, request.child_age)],
          [spacePage.fields.date, formatDay(request.workshop_day)],
          [spacePage.fields.city, request.city_label],
          [spacePage.fields.children, request.number_of_children],
          [spacePage.fields.allergies, request.allergies || spacePage.fields.noAllergies],
        ]}
      />
    </SectionCard>
  );
}

function depositState({ amounts }: ParentSpaceResponse): string {
  if (amounts.depositCredited) return spacePage.amounts.depositCredited;
  return amounts.depositPaid ? spacePage.amounts.depositPaid : spacePage.amounts.depositDue;
}

/** The balance line: paid (and what was refunded of it), due by its day, or nothing owed once the request is closed. */
function balanceText({ amounts, status }: ParentSpaceResponse): string {
  if (amounts.balanceRefunded > 0) return `${euros(amounts.balance)}, ${spacePage.amounts.balanceRefunded(euros(amounts.balanceRefunded))}`;
  if (amounts.balancePaid) return `${euros(amounts.balance)}, ${spacePage.amounts.balancePaid}`;
  if (!isParentSpaceOpenStatus(status)) return spacePage.amounts.nothingDue;
  return `${euros(amounts.balance)}, ${spacePage.amounts.balanceDue(formatDay(amounts.balanceDueBy))}`;
}

export function AmountsCard({ answer }: { answer: ParentSpaceResponse }) {
  const { amounts } = answer;
  return (
    <SectionCard id="space-amounts-title" title={spacePage.amountsTitle}>
      <Facts
        rows={[
          [spacePage.amounts.total, euros(amounts.total)],
          [spacePage.amounts.deposit, `${euros(amounts.deposit)}, ${depositState(answer)}`],
          [spacePage.amounts.balance, balanceText(answer)],
        ]}
      />
    </SectionCard>
  );
}

/** The request's history in the parent's words, oldest first, as the server wrote it. */
export function TimelineCard({ answer }: { answer: ParentSpaceResponse }) {
  return (
    <SectionCard id="space-timeline-title" title={spacePage.timelineTitle}>
      <ol className="timeline">
        {answer.timeline.map((event, index) => {
          const last = index === answer.timeline.length - 1;
          return (
            <li key={`${event.at}-${event.label}`} className={last ? 'timeline-event timeline-last' : 'timeline-event'}>
              <div aria-hidden="true" className="timeline-marker">
                <div className="timeline-dot" />
                {last ? null : <div className="timeline-line" />}
              </div>
              <div className="timeline-text">
                <p className="text-body1 timeline-label">{event.label}</p>
                <p className="text-body2 text-secondary">
                  <time dateTime={event.at}>{formatInstantDay(event.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

/** The receipts and credit notes issued for the request, each a download of the stored PDF. */
export function ReceiptsCard({ answer, token }: { answer: ParentSpaceResponse; token: string }) {
  return (
    <SectionCard id="space-receipts-title" title={RECEIPT_TEXTS.sectionTitle}>
      {answer.receipts.length === 0 ? (
        <p className="text-body1">{RECEIPT_TEXTS.none}</p>
      ) : (
        <ul className="space-list space-list-tight">
          {answer.receipts.map((receipt) => (
            <li key={receipt.number} className="text-body1">
              <a href={api.receiptUrl(token, receipt.number)} download={`${receipt.number}.pdf`} className="link">
                {`${receipt.kind_label} n° ${receipt.number}`}
              </a>
              <span className="text-secondary">
                {` — ${euros(receipt.amount)}, `}
                <time dateTime={receipt.issued_at}>{formatInstantDay(receipt.issued_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
