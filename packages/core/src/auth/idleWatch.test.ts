import { describe, expect, it } from 'vitest';
import { idlePhase, sharedLastActivity, warningLeadMs } from './idleWatch';

describe('idle limit', () => {
  const minutes = (n: number) => n * 60_000;

  it('warns a minute before the end, counting down, then expires', () => {
    const idle = minutes(30);
    expect(idlePhase(0, minutes(28), idle)).toEqual({ phase: 'active' });
    expect(idlePhase(0, minutes(29), idle)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idlePhase(0, minutes(29) + 45_500, idle)).toEqual({ phase: 'warning', secondsLeft: 15 });
    expect(idlePhase(0, minutes(30), idle)).toEqual({ phase: 'expired' });
  });

  it('warns for half of a limit shorter than two minutes', () => {
    expect(warningLeadMs(minutes(1))).toBe(30_000);
    expect(idlePhase(0, 29_000, minutes(1))).toEqual({ phase: 'active' });
    expect(idlePhase(0, 31_000, minutes(1))).toEqual({ phase: 'warning', secondsLeft: 29 });
  });

  it('counts activity in any tab, and no limit as never idle', () => {
    expect(sharedLastActivity(100, '200')).toBe(200);
    expect(sharedLastActivity(300, '200')).toBe(300);
    expect(sharedLastActivity(300, null)).toBe(300);
    expect(idlePhase(0, minutes(1000), 0)).toEqual({ phase: 'active' });
  });
});
