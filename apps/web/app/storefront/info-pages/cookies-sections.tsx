import { CookieSettingsButton } from '../consent/cookie-settings-button.tsx';
import type { InfoSection } from './info-layout.tsx';
import type { PolicySettings } from './policy-text.ts';

export function cookiesSections(s: PolicySettings): InfoSection[] {
  return [
    {
      id: 'what-are-cookies',
      title: 'What are cookies',
      body: (
        <p>
          Cookies are small text files a website keeps in your browser. Local storage works in a similar way. Both let a
          site remember things between pages and visits.
        </p>
      ),
    },
    {
      id: 'types',
      title: 'Types of cookies we use',
      body: (
        <ul>
          <li>
            <strong>Necessary</strong>: keep your bag, your wishlist and your cookie choice. Always on, as the shop
            cannot work without them.
          </li>
          <li>
            <strong>Analytics</strong>: tell us which pages and works are viewed, in aggregate. Off unless you allow
            them.
          </li>
          <li>
            <strong>Marketing</strong>: let us show you new works on other sites. Off unless you allow them.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use cookies',
      body: (
        <p>
          {s.shopName} sets no advertising or analytics cookies until you choose to allow them. Your choice itself is
          stored in your browser and recorded by us, with the date, so we can show that we respect it.
        </p>
      ),
    },
    {
      id: 'managing-preferences',
      title: 'Managing your preferences',
      body: (
        <>
          <p>
            You can change your choice at any time here or from the Cookie Settings link at the foot of every page. You
            can also delete cookies in your browser's settings; the banner will then ask again.
          </p>
          <p>
            <CookieSettingsButton className="mt-2 inline-flex min-h-11 items-center border border-ink px-5 text-[0.75rem] font-semibold tracking-[0.14em] text-ink uppercase transition-colors duration-200 hover:bg-ink hover:text-paper" />
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change the cookies we use, we update this page and its date, and ask for your consent again where it is
          needed. Questions? Write to <a href={`mailto:${s.contactEmail}`}>{s.contactEmail}</a>.
        </p>
      ),
    },
  ];
}
