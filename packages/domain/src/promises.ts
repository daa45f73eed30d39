import { NUMBER_OF_CHILDREN } from './limits';
import { WORKSHOP_DURATION_MINUTES } from './matching';
import { NO_PROPOSAL_FIRST_HOURS, NO_PROPOSAL_SECOND_DAYS } from './reminders';

/** What the site, the CGV and the mails promise, in the words they use; each figure is its rule's own. */
export const WORKSHOP_PROMISES = {
  /** « 1h30 »: three half-hour slots. */
  duration: `${Math.floor(WORKSHOP_DURATION_MINUTES / 60)}h${String(WORKSHOP_DURATION_MINUTES % 60).padStart(2, '0')}`,
  /** « environ 8 enfants »: the most a request may bring. */
  children: NUMBER_OF_CHILDREN.max,
  /** « sous 48h »: the operator calls back within that time, and is reminded once it has passed. */
  callBack: `${NO_PROPOSAL_FIRST_HOURS}h`,
  /** « sous 10 jours »: the artisan's details reach the parent within that time, and the operator is reminded after. */
  artisanDetails: `${NO_PROPOSAL_SECOND_DAYS} jours`,
} as const;
