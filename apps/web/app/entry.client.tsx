import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// This module runs only after the page has loaded and painted (root.tsx starts it, decision 018);
// hydrating in a transition lets React yield to the browser between boundaries.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
