// The desks' figures: the caller's own (an enterprise's, or the province for staff) and the
// province-wide ones the public workbench shows without a login.
import type { DeskOverview, PublicFigures } from '../api/types';
import { endpoint, PUBLIC } from './endpoint';

export const DESK_ENDPOINTS = {
  overview: endpoint<DeskOverview>()({
    feature: 'desk',
    action: 'overview',
    method: 'POST',
    path: '/jsedc-system/api/v1/desk/overview',
  }),
  publicFigures: endpoint<PublicFigures>()({
    feature: 'desk',
    action: 'publicFigures',
    method: 'GET',
    path: '/jsedc-system/api/v1/desk/public',
    access: PUBLIC,
  }),
} as const;
