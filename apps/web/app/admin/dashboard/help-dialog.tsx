import { AdminDialog } from '../ui/admin-dialog.tsx';

const sections = [
  [
    'Artworks',
    'Add, edit and remove works: title, artist, price, the formats collectors can buy, and images. Filter the list by format.',
  ],
  ['Artists', 'The artist profiles shown on the storefront, with portrait, biography, links and awards.'],
  [
    'Orders',
    'Every order with what is owed: payment and order status, storage billing month by month, the PDF for the customer, and a CSV for your accountant.',
  ],
  [
    'Newsletter',
    'Write a newsletter in one or more variants (an A/B test), keep templates, send it to your subscribers and see who opened and clicked.',
  ],
  ['Hero Media', 'The large image or video at the top of the home page.'],
  ['Payment Details', 'The bank details, payment terms and installment plan printed on invoices.'],
  ['Format Categories', 'The categories and format types used to describe what each work is offered as.'],
  [
    'Cookie Consents',
    "Each visitor's cookie choice: totals, countries, days, and the guest e-mail when the visitor gave one.",
  ],
  ['Users', 'The administrator accounts: add one with a password or an invitation e-mail, or remove one.'],
] as const;

/** What each tab is for, how to reorder them, and the way to the storefront. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Help"
      description="What each part of the back office does."
    >
      <dl className="divide-y divide-line">
        {sections.map(([term, text]) => (
          <div key={term} className="grid gap-1 py-3 first:pt-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-[0.875rem] font-semibold">{term}</dt>
            <dd className="text-[0.875rem] text-ink-soft">{text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 space-y-2 border-t border-line pt-5 text-[0.875rem] text-ink-soft">
        <p>
          Reorder the sidebar by dragging the grip beside a tab, or focus the grip, press Space, move with the arrow
          keys and press Space again. The order is kept for your account.
        </p>
        <p>Your password, sign-in history and notifications are under Settings (the gear at the top right).</p>
        <p>
          Changes are live at once.{' '}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="font-medium text-ink underline underline-offset-4 hover:text-accent"
          >
            Open the storefront
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          to see them as visitors do.
        </p>
      </div>
    </AdminDialog>
  );
}
