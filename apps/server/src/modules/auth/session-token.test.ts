import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toAuthCookieHeader } from './cookies.ts';
import { readSessionCookie, verifySessionCookie } from './session-token.ts';

const SECRET = 'a-secret-of-thirty-two-characters-or-more';
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('session cookie', () => {
  it('reads the first session cookie of the header, by environment name', () => {
    const header = `theme=dark; algoone.session_token=${signed('t1')}; algoone.session_token=x`;
    expect(readSessionCookie(header, false)).toBe(signed('t1'));
    expect(readSessionCookie(header, true)).toBeNull();
    expect(readSessionCookie(`__Host-algoone.session_token=${signed('t2')}`, true)).toBe(
      signed('t2'),
    );
    expect(readSessionCookie(undefined, false)).toBeNull();
    expect(readSessionCookie('algoone.session_token=', false)).toBeNull();
  });

  it('accepts only a value signed with our secret', () => {
    expect(verifySessionCookie(signed('token-123'), SECRET)).toBe('token-123');
    expect(verifySessionCookie(signed('token-123', 'another-secret'), SECRET)).toBeNull();
    const tampered = signed('token-123').replace('token-123', 'token-124');
    expect(verifySessionCookie(tampered, SECRET)).toBeNull();
    expect(verifySessionCookie('token-without-signature', SECRET)).toBeNull();
    expect(verifySessionCookie('.c2lnbmF0dXJl', SECRET)).toBeNull();
    expect(verifySessionCookie('%E0%A4%A', SECRET)).toBeNull();
  });
});

describe('cookies handed to better-auth in production', () => {
  it('renames our __Host- cookies and drops __Secure- ones that came from elsewhere', () => {
    const header =
      '__Secure-algoone.session_token=planted; __Host-algoone.session_token=ours; theme=dark';
    expect(toAuthCookieHeader(header, true)).toBe(
      '__Secure-algoone.session_token=ours; theme=dark',
    );
    expect(toAuthCookieHeader(header, false)).toBe(header);
  });
});
