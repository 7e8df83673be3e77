import { AppError } from '../../errors/app-error.ts';
import { offerError } from '../offers/offers.errors.ts';

/** Missing or another producer's: the same answer (the order id is the buyer's capability). */
export const orderNotFoundError = () => offerError('checkout.order_not_found', 404, 'Order not found');
export const methodNotAcceptedError = () =>
  offerError('checkout.method_not_accepted', 422, 'This offer does not take that payment method');
export const installmentsInvalidError = () =>
  offerError('checkout.installments_invalid', 422, 'Installments: only by card, and at most the offer allows');
export const cardTokenRequiredError = () =>
  offerError('checkout.card_token_required', 422, 'A card payment needs the card token');
export const cardTokenInvalidError = () =>
  offerError('checkout.card_token_invalid', 422, 'The card token is not valid (or expired); tokenise the card again');
export const cardMethodRequiredError = () =>
  offerError('checkout.card_method_required', 422, "Mercado Pago needs the card's payment method (MercadoPago.js)");
export const alreadyPaidError = () => offerError('checkout.already_paid', 409, 'The order is already paid');
export const notRetryableError = () =>
  offerError('checkout.not_retryable', 409, 'The order has a payment in progress (or ended); nothing to retry');
export const gatewayUnavailableError = (cause?: unknown) =>
  new AppError({
    code: 'checkout.gateway_unavailable',
    statusCode: 503,
    message: 'The payment gateway did not answer; try again',
    cause,
  });
export const signedInElsewhereError = () =>
  offerError('checkout.signed_in_elsewhere', 422, "The buyer's e-mail is not the signed-in account's");

/** Mercado Pago's boleto without the buyer's address: 422 with every buyer.endereco field required. */
export const payerAddressRequiredError = () =>
  new AppError({
    code: 'common.validation_failed',
    statusCode: 422,
    message: "A boleto with Mercado Pago needs the buyer's address",
    fields: ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'].map((key) => ({
      path: `buyer.endereco.${key}`,
      message: 'field.required',
    })),
  });

/** A field error of the sandbox's card form (422 common.validation_failed with the field's code). */
export const cardFieldError = (path: string, message: string) =>
  new AppError({
    code: 'common.validation_failed',
    statusCode: 422,
    message: 'Validation failed',
    fields: [{ path, message }],
  });
