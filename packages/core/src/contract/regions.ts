// The five-level region tree (gov-system areaFive): province, city, district, town, village.
import { z } from 'zod';
import { endpoint, PUBLIC } from './endpoint';

/** areaFive/getAllLevel: the divisions directly below parentCode (the provinces without one). */
export const areaLevelRequest = z.object({
  parentCode: z
    .string()
    .regex(/^(\d{2}|\d{4}|\d{6}|\d{9})$/)
    .optional(),
});
export type AreaLevelRequest = z.input<typeof areaLevelRequest>;

/** One division of the five-level region tree (province, city, district, town, village). */
export interface AreaNode {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  /** Villages have no divisions below them. */
  leaf: boolean;
}

export const REGION_ENDPOINTS = {
  /** The divisions directly below parentCode; the provinces without one. */
  levels: endpoint<AreaNode[]>()({
    feature: 'regions',
    action: 'levels',
    method: 'POST',
    path: '/gov-system/api/v1/areaFive/getAllLevel',
    body: areaLevelRequest,
    access: PUBLIC,
  }),
} as const;
