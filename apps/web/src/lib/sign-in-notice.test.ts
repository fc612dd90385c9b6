import { afterEach, describe, expect, it } from 'vitest';
import { getSignInNotice, noticeFor, pathOfAddress, setSignInNotice } from './sign-in-notice';

const notice = {
  deletionCanceled: { requestedAt: '2026-11-20T12:00:00.000Z' },
  path: '/dashboard',
};

afterEach(() => setSignInNotice(null));

describe('the sign-in notice', () => {
  it('is for the page the sign-in led to, and no other', () => {
    expect(noticeFor(notice, '/dashboard')).toBe(notice);
    expect(noticeFor(notice, '/carteira')).toBeNull();
    expect(noticeFor(null, '/dashboard')).toBeNull();
  });

  it('takes the path of an address with a query or a hash', () => {
    expect(pathOfAddress('/billing?plano=anual')).toBe('/billing');
    expect(pathOfAddress('/meus-dados#excluir')).toBe('/meus-dados');
  });

  // Vitest runs these tests as the server bundle does (import.meta.env.SSR): one server process
  // renders pages for many people, so it must never keep one person's notice for another.
  it('is never kept on the server', () => {
    expect(import.meta.env.SSR).toBe(true);
    setSignInNotice(notice);
    expect(getSignInNotice()).toBeNull();
  });
});
