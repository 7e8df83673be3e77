import { orderPollIntervalMs } from '@members/contract';
import { expect, it } from 'vitest';
import { orderPollMs } from './order-poll.ts';

it("polls at the contract's interval", () => {
  expect(orderPollMs).toBe(orderPollIntervalMs);
});
