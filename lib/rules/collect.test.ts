import { describe, expect, it } from 'vitest';
import { isCollectPoint } from './collect';

const pickUp = { id: 3, value: 'CLICK_AND_COLLECT', label: 'Retrait' };
const headOffice = { id: 1, value: 'HEAD_OFFICE', label: 'Siège' };
const schedule = { id: 11, name: 'Retrait au salon', slots: [] };

describe('isCollectPoint', () => {
  it('is a pick-up point with a schedule', () => {
    expect(isCollectPoint({ type: [headOffice, pickUp], schedules: [schedule] })).toBe(true);
  });
  it('is not without the pick-up type, nor without a schedule to choose', () => {
    expect(isCollectPoint({ type: [headOffice], schedules: [schedule] })).toBe(false);
    expect(isCollectPoint({ type: [], schedules: [schedule] })).toBe(false);
    expect(isCollectPoint({ type: [pickUp], schedules: [] })).toBe(false);
  });
});
