import type { CostsRequest, SaleCostsView } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { getCheckoutCosts } from '../api/client.ts';

export type SaleCostsState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ready'; costs: SaleCostsView }
  | { kind: 'error'; message: string };

const WAIT_MS = 250;

/**
 * What the lines cost to where they go, as the server computes it (gallery.md §6): asked again when
 * the cart, the fulfilment, the country or the region changes (the region after a pause in
 * typing). Nothing until a country is chosen for shipping. The order computes it again; the
 * browser's figures are never sent.
 */
export function useSaleCosts(request: CostsRequest | null): SaleCostsState {
  const [state, setState] = useState<SaleCostsState>({ kind: 'none' });
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!key) {
      setState({ kind: 'none' });
      return;
    }
    let live = true;
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    const timer = setTimeout(() => {
      void getCheckoutCosts(JSON.parse(key) as CostsRequest).then((result) => {
        if (!live) return;
        if (result.kind === 'ok') setState({ kind: 'ready', costs: result.data });
        else
          setState({
            kind: 'error',
            message: result.kind === 'error' && result.error ? result.error : 'Shipping could not be calculated.',
          });
      });
    }, WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}
