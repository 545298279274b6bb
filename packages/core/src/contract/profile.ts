// The personal center and the password change (gov-user base-account profile, updatePassword).
import { z } from 'zod';
import type { UserType } from '../api/types';
import { endpoint } from './endpoint';

export const updatePasswordRequest = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;

export const profileRequest = z.object({});

export interface LoginRecord {
  id: number;
  time: string;
  ip: string;
  success: boolean;
  message: string;
}

/** The personal center: who the caller is, their roles and enterprise, their last logins. */
export interface UserProfile {
  id: number;
  username: string;
  fullName: string;
  nickname: string;
  phone: string;
  typeOf: UserType;
  deptName: string;
  createdAt: string;
  passwordChangedAt: string;
  roles: { code: string; name: string }[];
  enterprise: { id: number; name: string; creditCode: string; cityName: string } | null;
  activeSessions: number;
  lastLogins: LoginRecord[];
}

const ACCOUNT = '/gov-user/api/v1/base-account';

export const PROFILE_ENDPOINTS = {
  profile: endpoint<UserProfile>()({
    feature: 'profile',
    action: 'get',
    method: 'POST',
    path: `${ACCOUNT}/profile`,
    body: profileRequest,
  }),
  /** Success ends every session of the account. */
  updatePassword: endpoint<null>()({
    feature: 'profile',
    action: 'updatePassword',
    method: 'POST',
    path: `${ACCOUNT}/updatePassword`,
    body: updatePasswordRequest,
  }),
} as const;
