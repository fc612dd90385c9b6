import { describe, expect, it } from 'vitest';
import { grantKey } from './record-activity.ts';

describe('grantKey', () => {
  it.each([
    ['mission:use-chat:2026-W47', { kind: 'mission', ref: 'use-chat', period: '2026-W47' }],
    ['badge:first-goal', { kind: 'badge', ref: 'first-goal', period: '' }],
    ['module:reserva-de-emergencia', { kind: 'module', ref: 'reserva-de-emergencia', period: '' }],
    ['level:2', { kind: 'level', ref: '2', period: '' }],
  ])('splits %s', (id, key) => {
    expect(grantKey(id)).toEqual(key);
  });

  it.each(['mission:use-chat', 'xp:100', 'badge', ''])('refuses %j', (id) => {
    expect(() => grantKey(id)).toThrow(TypeError);
  });
});
