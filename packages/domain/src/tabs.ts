/**
 * Tabs as data. A record is under a tab when any clause of the tab matches it; a clause matches when the record's
 * status is one of `statuses` and, when `depositPaid` is given, the record's deposit flag equals it. The server
 * turns the same clauses into SQL, the back office shows the tabs in this order, so the two cannot disagree.
 */
export interface TabClause<Status extends string> {
  statuses: readonly Status[];
  depositPaid?: boolean;
}

export interface Tab<Id extends string, Status extends string> {
  id: Id;
  label: string;
  when: readonly TabClause<Status>[];
}

export interface TabFacts<Status extends string> {
  status: Status;
  depositPaid?: boolean;
}

export function matchesTab<Status extends string>(tab: Tab<string, Status>, facts: TabFacts<Status>): boolean {
  return tab.when.some(
    (clause) => clause.statuses.includes(facts.status) && (clause.depositPaid === undefined || clause.depositPaid === facts.depositPaid),
  );
}

/** The tabs a record is under, in tab order (exactly one for every record, which the package's tests check). */
export function tabsOf<Id extends string, Status extends string>(tabs: readonly Tab<Id, Status>[], facts: TabFacts<Status>): Id[] {
  return tabs.filter((tab) => matchesTab(tab, facts)).map((tab) => tab.id);
}

/** The position of a tab in its list (the back office's `?tab=N`), or -1. */
export function tabIndex<Id extends string>(tabs: readonly { id: Id }[], id: Id): number {
  return tabs.findIndex((tab) => tab.id === id);
}
