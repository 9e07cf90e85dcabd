import { data } from 'react-router';

// Any storefront path without a page: a real 404, shown by the storefront layout's error boundary
// so the header and footer stay in place.
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
