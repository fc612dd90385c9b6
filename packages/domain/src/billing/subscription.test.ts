import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_EVENT_TYPES,
  SUBSCRIPTION_STATUSES,
  applyBillingEvent,
  cancellationKind,
  entitlementsFor,
  hasPlanAccess,
  monthlyRecurringCents,
  newSubscription,
  nextStatus,
  periodEndFor,
  planSwitchQuote,
  refundRefusal,
  replayBillingEvents,
  type BillingEvent,
} from './subscription.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

const eventArb = fc
  .record({
    id: fc.constantFrom('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'),
    type: fc.constantFrom(...BILLING_EVENT_TYPES),
    occurredAt: fc
      .integer({ min: 0, max: 60 })
      .map((d) => new Date(Date.UTC(2026, 0, 1) + d * DAY)),
    plan: fc.constantFrom('monthly' as const, 'annual' as const),
  })
  .map((e): BillingEvent =>
    e.type === 'payment_succeeded'
      ? { ...e, periodStart: e.occurredAt, periodEnd: periodEndFor(e.plan, e.occurredAt) }
      : e,
  );

describe('the subscription state machine', () => {
  it('walks the happy path: none → pending → active → canceled → expired', () => {
    let s = newSubscription('monthly');
    s = applyBillingEvent(s, { id: 'a', type: 'checkout_started', occurredAt: at('2026-01-01') });
    expect(s.status).toBe('pending');
    s = applyBillingEvent(s, {
      id: 'b',
      type: 'payment_succeeded',
      occurredAt: at('2026-01-02'),
      periodStart: at('2026-01-02'),
      periodEnd: at('2026-02-02'),
    });
    expect(s).toMatchObject({ status: 'active', firstPaidAt: at('2026-01-02') });
    s = applyBillingEvent(s, { id: 'c', type: 'payment_failed', occurredAt: at('2026-02-02') });
    expect(s.status).toBe('past_due');
    s = applyBillingEvent(s, { id: 'd', type: 'cancel_scheduled', occurredAt: at('2026-02-03') });
    expect(s.status).toBe('canceled');
    s = applyBillingEvent(s, { id: 'e', type: 'ended', occurredAt: at('2026-03-02') });
    expect(s.status).toBe('expired');
    expect(s.firstPaidAt).toEqual(at('2026-01-02'));
  });

  it('ignores a late, older event, but never an end', () => {
    let s = newSubscription('monthly');
    s = applyBillingEvent(s, { id: 'a', type: 'checkout_started', occurredAt: at('2026-01-01') });
    s = applyBillingEvent(s, { id: 'b', type: 'payment_succeeded', occurredAt: at('2026-01-05') });
    s = applyBillingEvent(s, { id: 'c', type: 'payment_failed', occurredAt: at('2026-01-03') });
    expect(s.status).toBe('active');
    s = applyBillingEvent(s, { id: 'd', type: 'ended', occurredAt: at('2026-01-02') });
    expect(s.status).toBe('expired');
  });

  it('keeps expired terminal', () => {
    for (const type of BILLING_EVENT_TYPES) expect(nextStatus('expired', type)).toBe('expired');
  });

  it('property: any sequence of events leaves a known status reachable by the table', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        const s = replayBillingEvents(newSubscription('monthly'), events);
        expect(SUBSCRIPTION_STATUSES).toContain(s.status);
        // Only a payment makes a subscription active: no other way in.
        if (s.status === 'active' || s.status === 'past_due' || s.status === 'canceled') {
          expect(s.firstPaidAt).not.toBeNull();
        }
      }),
    );
  });

  it('property: replaying a sequence (each id once) changes nothing', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        const once = replayBillingEvents(newSubscription('annual'), events);
        const twice = replayBillingEvents(newSubscription('annual'), [...events, ...events]);
        expect(twice).toEqual(once);
        const applied = new Set(events.map((e) => e.id));
        expect(replayBillingEvents(once, events, applied)).toEqual(once);
      }),
    );
  });
});

describe('entitlements and the guarantee', () => {
  const now = at('2026-03-10T12:00:00Z');
  it('gives access while active or retried, and after a cancellation until the period ends', () => {
    expect(hasPlanAccess({ status: 'active', currentPeriodEnd: null }, now)).toBe(true);
    expect(hasPlanAccess({ status: 'past_due', currentPeriodEnd: null }, now)).toBe(true);
    expect(hasPlanAccess({ status: 'canceled', currentPeriodEnd: at('2026-03-11') }, now)).toBe(
      true,
    );
    expect(hasPlanAccess({ status: 'canceled', currentPeriodEnd: at('2026-03-09') }, now)).toBe(
      false,
    );
    expect(hasPlanAccess({ status: 'pending', currentPeriodEnd: null }, now)).toBe(false);
    expect(hasPlanAccess({ status: 'expired', currentPeriodEnd: at('2027-01-01') }, now)).toBe(
      false,
    );
    expect(hasPlanAccess(null, now)).toBe(false);
    expect(entitlementsFor({ status: 'active', currentPeriodEnd: null }, now)).toEqual([
      'research',
      'rebalancing',
      'consultantChat',
    ]);
  });

  it('refunds within 7 days of the first payment and refuses after, with the reason', () => {
    expect(cancellationKind(at('2026-03-04T12:00:00Z'), now)).toBe('refund');
    expect(refundRefusal(at('2026-03-04T12:00:00Z'), now)).toBeNull();
    expect(cancellationKind(at('2026-03-03T11:00:00Z'), now)).toBe('period_end');
    expect(refundRefusal(at('2026-03-03T11:00:00Z'), now)).toMatch(/até 7 dias/);
    expect(refundRefusal(null, now)).toMatch(/Não há pagamento/);
    expect(cancellationKind(null, now)).toBe('period_end');
  });

  it('ends a period a month or a year later, clamping to the month’s last day', () => {
    expect(periodEndFor('monthly', at('2026-01-31T10:00:00Z'))).toEqual(at('2026-02-28T10:00:00Z'));
    expect(periodEndFor('annual', at('2026-02-15T10:00:00Z'))).toEqual(at('2027-02-15T10:00:00Z'));
  });

  it('counts the annual plan as a twelfth a month in MRR', () => {
    expect(monthlyRecurringCents('monthly')).toBe(4_900);
    expect(monthlyRecurringCents('annual')).toBe(4_158);
  });
});

describe('switching plans in the demo', () => {
  it('credits the unused month when moving to the annual plan', () => {
    const quote = planSwitchQuote(
      {
        plan: 'monthly',
        currentPeriodStart: at('2026-03-01T00:00:00Z'),
        currentPeriodEnd: at('2026-03-31T00:00:00Z'),
      },
      'annual',
      at('2026-03-16T00:00:00Z'),
    );
    expect(quote.creditCents).toBe(2_450);
    expect(quote.chargeCents).toBe(49_900 - 2_450);
    expect(quote.periodEnd).toEqual(at('2027-03-16T00:00:00Z'));
  });

  it('property: nothing paid is lost — charge + credit covers the new price, and a larger credit buys time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('monthly' as const, 'annual' as const),
        fc.constantFrom('monthly' as const, 'annual' as const),
        fc.integer({ min: 0, max: 400 }),
        (from, to, day) => {
          const start = at('2026-01-01T00:00:00Z');
          const end = periodEndFor(from, start);
          const now = new Date(start.getTime() + day * DAY);
          const quote = planSwitchQuote(
            { plan: from, currentPeriodStart: start, currentPeriodEnd: end },
            to,
            now,
          );
          expect(quote.chargeCents).toBeGreaterThanOrEqual(0);
          expect(quote.chargeCents + quote.creditCents).toBeGreaterThanOrEqual(
            to === 'monthly' ? 4_900 : 49_900,
          );
          expect(quote.periodEnd.getTime()).toBeGreaterThanOrEqual(periodEndFor(to, now).getTime());
        },
      ),
    );
  });
});
