import { MERCHANT_SPACE_MESSAGES, upcomingDaysOff } from '@ptits-mitrons/domain';
import { useState } from 'react';
import { formatDay } from '../../components/dates';
import { Facts } from '../../components/Facts';
import { lazyOnFirstOpen } from '../../components/lazyOnFirstOpen';
import { Notice } from '../../components/Notice';
import { SectionCard } from '../../components/SectionCard';
import { availabilityCard } from '../../content/merchantSpace';
import { withMuiTheme } from '../../theme/withMuiTheme';
import type { AvailabilityFormProps } from './AvailabilityForm';
import type { MerchantSpaceResponse } from '@ptits-mitrons/api-types';

/** The form's code (text fields, checkboxes, chips) loads when the artisan first asks to edit, not with the page. */
const AvailabilityForm = lazyOnFirstOpen<AvailabilityFormProps>(withMuiTheme(() => import('./AvailabilityForm')));

const minutesOf = (slot: string) => Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3, 5));
const slotOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "14:00 – 15:30": runs of consecutive half-hour slots ("HH:MM" starts), each ending where its last slot ends. */
export function slotRanges(hours: readonly string[]): string[] {
  const starts = hours.map(minutesOf).sort((a, b) => a - b);
  const ranges: string[] = [];
  starts.forEach((start, index) => {
    if (index === 0 || starts[index - 1] !== start - 30) ranges.push(slotOf(start));
    if (starts[index + 1] !== start + 30) ranges[ranges.length - 1] += ` – ${slotOf(start + 30)}`;
  });
  return ranges;
}

/** The artisan's availability as saved; "Modifier" opens the form in place. */
export function AvailabilityCard({ token, answer, onSaved }: { token: string; answer: MerchantSpaceResponse; onSaved: (answer: MerchantSpaceResponse) => void }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { availability } = answer;
  const daysOff = upcomingDaysOff(availability.days_off);
  const ranges = slotRanges(availability.available_hours);
  return (
    <SectionCard id="merchant-availability-title" title={availabilityCard.title}>
      <div className="space-card-body">
        <p className="text-body1">{availabilityCard.intro}</p>
        {editing ? null : (
          <>
            <Facts
              rows={[
                [availabilityCard.days, availability.available_days.join(', ') || availabilityCard.none],
                [availabilityCard.hours, ranges.join(', ') || availabilityCard.none],
                [availabilityCard.maxChildren, availability.max_children],
                [availabilityCard.daysOff, daysOff.map(formatDay).join(', ') || availabilityCard.noDaysOff],
              ]}
            />
            <button
              type="button"
              className="button button-outlined space-button-start"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {availabilityCard.edit}
            </button>
          </>
        )}
        <div role="status" aria-live="polite">
          {saved ? <Notice severity="success">{MERCHANT_SPACE_MESSAGES.availabilitySaved}</Notice> : null}
        </div>
      </div>
      <AvailabilityForm
        open={editing}
        token={token}
        answer={answer}
        onCancel={() => setEditing(false)}
        onSaved={(next) => {
          setEditing(false);
          setSaved(true);
          onSaved(next);
        }}
      />
    </SectionCard>
  );
}
