import { lazy, Suspense, useState } from 'react';

const loadModal = () => import('./inquiry-modal.tsx');
const InquiryModal = lazy(loadModal);

const quiet =
  'inline-flex min-h-12 w-full items-center justify-center border border-line px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:border-ink';

type Props = { work: { id: string; title: string; artistName: string } };

/** 'Inquire about this work' on every work's detail, sold or on request too; the form loads on first use. */
export function InquireAboutWork({ work }: Props) {
  const [state, setState] = useState({ open: false, wanted: false });
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={quiet}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onClick={() => setState({ open: true, wanted: true })}
      >
        Inquire about this work
      </button>
      {state.wanted && (
        <Suspense fallback={null}>
          <InquiryModal open={state.open} onOpenChange={(open) => setState((s) => ({ ...s, open }))} work={work} />
        </Suspense>
      )}
    </>
  );
}
