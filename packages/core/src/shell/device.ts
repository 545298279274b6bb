/** SPEC §4: the device is mobile when the body is narrower than 992 px. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export function deviceFor(bodyWidth: number): Device {
  return bodyWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

/** SPEC §2: content width of the main area. */
export function contentWidth(embedded: boolean): number {
  return embedded ? 1200 : 1280;
}

export const SIDEBAR_WIDTH = 200;
