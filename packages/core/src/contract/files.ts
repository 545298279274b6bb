import { z } from 'zod';
import { DOWNLOAD_CODES } from '../api/types';

export const downloadCodeRequest = z.object({ code: z.enum(DOWNLOAD_CODES) });

export const commonDownloadQuery = z.object({
  fileName: z.string().min(1).max(200),
  delete: z.enum(['true', 'false']).optional(),
});
