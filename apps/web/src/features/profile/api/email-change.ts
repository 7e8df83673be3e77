import {
  acceptedResponseSchema,
  userResponseSchema,
  type AcceptedResponse,
  type EmailChangeConfirm,
  type EmailChangeRequest,
  type UserResponse,
} from '@members/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-request.ts';

/** POST /api/user/email-change: the current password and the new address → 202, a code goes to that address. */
export function postEmailChange(body: EmailChangeRequest): Promise<AcceptedResponse> {
  return apiRequest('/api/user/email-change', { method: 'POST', body, schema: acceptedResponseSchema });
}

/** POST /api/user/email-change/confirm: the code sent to the new address → the user with it. */
export function postEmailChangeConfirm(body: EmailChangeConfirm): Promise<UserResponse> {
  return apiRequest('/api/user/email-change/confirm', { method: 'POST', body, schema: userResponseSchema });
}

/** POST /api/user/email-change/resend: a new code to the pending address (once a minute). */
export function postEmailChangeResend(): Promise<AcceptedResponse> {
  return apiRequest('/api/user/email-change/resend', { method: 'POST', schema: acceptedResponseSchema });
}

/** POST /api/user/email-change/cancel: the pending address is forgotten; its code stops working. */
export function postEmailChangeCancel(): Promise<void> {
  // 204, no body: nothing to parse.
  return apiRequest<void>('/api/user/email-change/cancel', { method: 'POST' });
}

export const useEmailChangeRequest = () => useMutation({ mutationFn: postEmailChange });
export const useEmailChangeConfirm = () => useMutation({ mutationFn: postEmailChangeConfirm });
export const useEmailChangeResend = () => useMutation({ mutationFn: postEmailChangeResend });
export const useEmailChangeCancel = () => useMutation({ mutationFn: postEmailChangeCancel });
