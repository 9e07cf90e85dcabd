import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

let started = false;

/** React Router's default client entry (hydration in a transition, so it yields to the browser). */
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Hydration waits for the first frame, so the server's HTML (hero image included) is painted before
// React's work starts; scripts arrive fast enough to run first otherwise (decision 016). Hidden tabs
// get no frames, hence the timer.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
