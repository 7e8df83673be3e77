import { AppError } from '../../errors/app-error.ts';

/** Errors of the platforms' webhook calls (codes listed in the contract's offerErrorCodes). */

export const providerUnknownError = () =>
  new AppError({ code: 'webhooks.provider_unknown', statusCode: 404, message: 'No webhook for this provider' });

export const signatureInvalidError = () =>
  new AppError({
    code: 'webhooks.signature_invalid',
    statusCode: 401,
    message: "Missing or wrong signature for this producer's secret",
  });

export const payloadInvalidError = () =>
  new AppError({ code: 'webhooks.payload_invalid', statusCode: 422, message: 'Not an event of this provider' });
