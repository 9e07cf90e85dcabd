/** The orders placed from this browser: a list of `{ id, date }` under `orders` in localStorage. */
export const ORDERS_KEY = 'orders';
export type LocalOrder = { id: string; date: string };

export function readLocalOrders(raw: string | null): LocalOrder[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((o): o is LocalOrder => typeof o?.id === 'string' && typeof o?.date === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Appends an order to the list, once. */
export function rememberOrder(id: string, now = new Date()): void {
  try {
    const orders = readLocalOrders(window.localStorage.getItem(ORDERS_KEY));
    if (orders.some((o) => o.id === id)) return;
    window.localStorage.setItem(ORDERS_KEY, JSON.stringify([...orders, { id, date: now.toISOString() }]));
  } catch {
    // storage blocked: the invoice e-mail still has everything
  }
}
