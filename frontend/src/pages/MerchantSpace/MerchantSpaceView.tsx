import { formatDateTime } from '../../components/dates';
import { Facts } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { profileCard, workshopLabels, workshopsCard } from '../../content/merchantSpace';
import type { MerchantSpaceResponse } from '@ptits-mitrons/api-types';

export function ProfileCard({ answer }: { answer: MerchantSpaceResponse }) {
  const { profile } = answer;
  return (
    <SectionCard id="merchant-profile-title" title={profileCard.title}>
      <Facts
        rows={[
          [profileCard.establishment, profile.establishment_name],
          [profileCard.address, profile.address],
          [profileCard.city, profile.city_label],
          [profileCard.trade, profile.sector],
          [profileCard.maxChildren, profile.max_children],
        ]}
      />
    </SectionCard>
  );
}

/**
 * Confirmed workshops in the server's order: the coming ones first, the next on top, then the past ones, the latest
 * first (the server knows when a workshop has ended). Of the family, only what the workshop needs.
 */
export function WorkshopsCard({ workshops }: { workshops: MerchantSpaceResponse['workshops'] }) {
  return (
    <SectionCard id="merchant-workshops-title" title={workshopsCard.title}>
      {workshops.length ? (
        <ul className="space-list space-list-marked">
          {workshops.map((workshop) => (
            <li key={`${workshop.date}-${workshop.child_firstname}`}>
              <Facts
                rows={[
                  [workshopLabels.when, <time key="when" dateTime={workshop.date}>{formatDateTime(workshop.date)}</time>],
                  [workshopsCard.child, workshopsCard.childValue(workshop.child_firstname, workshop.child_age)],
                  [workshopLabels.children, workshop.number_of_children],
                  [workshopLabels.allergies, workshop.allergies || workshopLabels.noAllergies],
                ]}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body1">{workshopsCard.none}</p>
      )}
    </SectionCard>
  );
}
