/**
 * Query keys of the purchase pages. An offer is public data (outside 'user', so a sign-in keeps it); an order is
 * the buyer's, found by its unguessable id.
 */
export const checkoutKeys = {
  offer: (uuid: string, coupon: string | null) => ['offers', 'detail', uuid, coupon ?? ''] as const,
  order: (id: string) => ['checkout', 'order', id] as const,
};
