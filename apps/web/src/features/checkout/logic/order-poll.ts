/**
 * How often the checkout asks whether a PIX or boleto was paid: the contract's `orderPollIntervalMs`, written here
 * because importing that value would split the contract's offer constants into a chunk of their own, one more
 * file in the entry chunk's preload list (order-poll.test.ts keeps the two equal).
 */
export const orderPollMs = 3000;
