import { z } from 'zod';

const pageQuery = {
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
};

/** The caller's own notices (the bell asks with isRead '0'). */
export const myNoticesQuery = z.object({
  ...pageQuery,
  keyValue: z.string().trim().max(100).optional(),
  isRead: z.enum(['0', '1']).optional(),
});

export const manageNoticesQuery = z.object({
  ...pageQuery,
  noticeTitle: z.string().trim().max(100).optional(),
  noticeType: z.enum(['1', '2']).optional(),
});

const noticeFields = {
  noticeTitle: z.string().trim().min(1).max(100),
  noticeType: z.enum(['1', '2']),
  noticeContent: z.string().max(50_000).default(''),
  formId: z.number().int().positive().nullable().optional(),
};

export const createNoticeRequest = z.object({
  ...noticeFields,
  /** all: every enterprise account; enterprises: the accounts of these enterprises; users: these accounts. */
  audience: z.object({
    type: z.enum(['all', 'enterprises', 'users']),
    ids: z.array(z.number().int().positive()).max(10_000).default([]),
  }),
});
export type CreateNoticeRequest = z.input<typeof createNoticeRequest>;

export const updateNoticeRequest = z.object({ noticeId: z.number().int().positive(), ...noticeFields });
export type UpdateNoticeRequest = z.input<typeof updateNoticeRequest>;

export const noticeIdRequest = z.object({ noticeId: z.number().int().positive() });

export const editByFormIdRequest = z.object({
  formId: z.number().int().positive(),
  noticeId: z.number().int().positive().optional(),
});

export const bulletinQuery = z.object({
  ...pageQuery,
  title: z.string().trim().max(100).optional(),
  /** A city of the province (bulletins without a city concern the whole province). */
  cityCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
