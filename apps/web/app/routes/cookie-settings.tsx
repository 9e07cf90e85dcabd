import { redirect } from 'react-router';

/** /cookie-settings opens /cookies with the preferences dialog open. */
export function loader() {
  return redirect('/cookies#cookie-settings', 302);
}

export default function CookieSettings() {
  return null;
}
