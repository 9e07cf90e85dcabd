/** Sends the buyer the invoice (PDF attached) and the admins who asked for it a New Order alert. */
export const ORDER_PLACED_JOB = 'orders.placed';
