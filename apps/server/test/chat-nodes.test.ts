import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, assignConsultant, createStaff, signUpInvestor } from './support/actors.ts';
import { subscribeDemo } from './support/billing.ts';
import { listening, openSse } from './support/sse.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

// Two nodes of the app on one database, as behind a load balancer: the investor's browser is
// connected to node B, the consultant writes through node A.
let nodeA: TestContext;
let nodeB: TestContext;

beforeAll(async () => {
  nodeA = await createTestApp();
  nodeB = await createTestApp({ database: nodeA.database });
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
});

async function setUp() {
  const investor = await signUpInvestor(nodeA.app, 'Ana Cliente');
  await subscribeDemo(nodeA.app, investor); // writing to the consultant is a plan feature
  const consultant = await createStaff(nodeA.app, 'consultant');
  await assignConsultant(nodeA.app, investor, consultant);
  const first = await nodeA.app.inject({
    method: 'POST',
    url: '/api/chat/conversation/messages',
    headers: as(investor),
    payload: { text: 'Oi' },
  });
  expect(first.statusCode, first.body).toBe(200);
  const conversation = await nodeA.app.inject({
    method: 'GET',
    url: '/api/chat/conversation',
    headers: as(investor),
  });
  const { id, messages } = conversation.json();
  const answer = (text: string) =>
    nodeA.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages`,
      headers: as(consultant),
      payload: { text },
    });
  return { investor, consultant, id: id as string, lastSeq: messages.at(-1).seq as number, answer };
}

describe('chat across two nodes', () => {
  it('a message sent through node A reaches a subscriber on node B', async () => {
    const { investor, lastSeq, answer } = await setUp();
    const stream = await openSse(
      await listening(nodeB.app),
      `/api/chat/conversation/events?after=${lastSeq}`,
      investor,
    );
    expect(stream.status).toBe(200);
    expect((await answer('Olá, do nó A')).statusCode).toBe(200);
    await stream.until((events) => events.some((e) => e.event === 'message'));
    expect(stream.messages().map((m) => m.text)).toEqual(['Olá, do nó A']);
    stream.close();
  });

  it('resuming on the other node after a dropped connection loses and repeats nothing', async () => {
    const { investor, lastSeq, answer } = await setUp();
    const onB = await openSse(
      await listening(nodeB.app),
      `/api/chat/conversation/events?after=${lastSeq}`,
      investor,
    );
    await answer('1');
    await answer('2');
    await onB.until((events) => events.filter((e) => e.event === 'message').length === 2);
    onB.close();
    await answer('3');
    await answer('4');
    const lastId = String(onB.events.filter((e) => e.event === 'message').at(-1)?.id);
    // The browser reconnects, and the load balancer sends it to node A this time.
    const onA = await openSse(
      await listening(nodeA.app),
      '/api/chat/conversation/events',
      investor,
      {
        'last-event-id': lastId,
      },
    );
    await onA.until((events) => events.filter((e) => e.event === 'message').length === 2);
    await answer('5');
    await onA.until((events) => events.filter((e) => e.event === 'message').length === 3);
    const texts = [...onB.messages(), ...onA.messages()].map((m) => m.text);
    expect(texts).toEqual(['1', '2', '3', '4', '5']);
    const seqs = [...onB.messages(), ...onA.messages()].map((m) => m.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    onA.close();
  });

  it('the consultant’s inbox on node B hears a message written on node A', async () => {
    const { investor, consultant } = await setUp();
    const inbox = await openSse(await listening(nodeB.app), '/api/chat/inbox/events', consultant);
    await nodeA.app.inject({
      method: 'POST',
      url: '/api/chat/conversation/messages',
      headers: as(investor),
      payload: { text: 'De novo' },
    });
    await inbox.until((events) => events.some((e) => e.event === 'changed'));
    inbox.close();
  });
});
