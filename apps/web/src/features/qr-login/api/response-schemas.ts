/** The QR login answers, parsed with the contract; loaded on demand (the QR landing is a first paint). */
export { qrCodeResponseSchema } from '@members/contract';
