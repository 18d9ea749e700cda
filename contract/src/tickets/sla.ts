// docs/product.md#tickets: a ticket is due once less than a quarter of its SLA window
// remains, and overdue once its deadline has passed.
const dueShare = 0.25;

// A ticket's SLA window: from its creation, or its latest reopen (docs/decisions/019), to its deadline.
export interface SlaWindow {
  startsAt: Date;
  dueAt: Date;
}

// The moment a ticket turns due: a quarter of its window before the deadline.
export function dueSoonAt({ startsAt, dueAt }: SlaWindow): Date {
  const window = dueAt.getTime() - startsAt.getTime();
  return new Date(dueAt.getTime() - Math.round(window * dueShare));
}

export function deadlineFor(startsAt: Date, targetHours: number): Date {
  return new Date(startsAt.getTime() + targetHours * 60 * 60 * 1000);
}
