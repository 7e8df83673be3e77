/**
 * Loaded on a form's first validation, never in a first paint (lazy-zod-resolver.ts): zod, the zod resolver
 * and the contract's schemas the forms validate with. A form names its schema by the key it has here.
 */
export { zodResolver } from '@hookform/resolvers/zod';
export {
  emailChangeConfirmSchema as emailChangeConfirm,
  emailChangeRequestSchema as emailChangeRequest,
  loginLinkSendRequestSchema as loginLinkSend,
  loginRequestSchema as login,
  newClientSchema as newClient,
  passwordResetRequestSchema as passwordResetRequest,
  passwordResetSchema as passwordReset,
  profileUpdateSchema as profileUpdate,
  signUpRequestSchema as signUp,
  userValidationRequestSchema as userValidation,
} from '@members/contract';
