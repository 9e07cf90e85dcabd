import * as Dialog from '@radix-ui/react-dialog';
import { Phone, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { telHref } from '../../lib/shop-info.ts';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { menuSections } from './nav-links.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> };

/** The slide-over menu from the left. Loaded on first use to keep Radix out of the first paint. */
export default function SiteMenu({ open, onOpenChange, returnFocusTo }: Props) {
  const shopInfo = useShopInfo();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/35 data-[state=closed]:animate-[fade-out_250ms_ease-out] data-[state=open]:animate-[fade-in_250ms_ease-out]" />
        <Dialog.Content
          id="site-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,88vw)] flex-col overflow-y-auto bg-paper shadow-lifted outline-none data-[state=closed]:animate-[slide-out-left_250ms_var(--ease-gallery)] data-[state=open]:animate-[slide-in-left_250ms_var(--ease-gallery)]"
        >
          <div className="flex h-[var(--spacing-header)] shrink-0 items-center justify-between border-b border-line pr-2 pl-6">
            <Dialog.Title className="label-caps text-muted">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-11 place-items-center rounded-full transition-colors duration-200 hover:bg-mat"
            >
              <X aria-hidden className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Browse the shop, discover artists and find help.</Dialog.Description>
          <nav aria-label="Menu" className="flex-1 px-6 py-8">
            {menuSections.map((section) => (
              <section key={section.title} className="mb-10 last:mb-0">
                <h2 className="label-caps mb-3 text-muted">{section.title}</h2>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        to={link.to}
                        onClick={close}
                        className="block py-1.5 font-display text-[1.375rem] leading-snug font-light link-quiet"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="border-t border-line px-6 py-6 text-[0.875rem]">
            <p className="text-muted">Questions about a work?</p>
            <a
              href={telHref(shopInfo.phone)}
              className="mt-1 inline-flex min-h-11 items-center gap-2 font-medium link-quiet"
            >
              <Phone aria-hidden className="size-4" strokeWidth={1.5} />
              Call us {shopInfo.phone}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
