// Record ids as requests carry them: positive integers, in a body, a path or a list.
import { z } from 'zod';

export const recordId = z.coerce.number().int().positive();

/** A body naming one record: { id }. */
export const idRequest = z.object({ id: recordId });
export type IdRequest = z.input<typeof idRequest>;

/** A path naming one record: /…/:id. */
export const idParam = z.object({ id: recordId });

/** A body naming several records at once, as a batch delete does. */
export const idsRequest = z.object({ ids: z.array(recordId).min(1).max(200) });
