import { CircleQuestionMark, Menu, Settings } from 'lucide-react';
import { iconButton } from '../ui/buttons.ts';
import { OnlineBadge } from './online-badge.tsx';

type Props = { title: string; onMenu: () => void; onHelp: () => void; onSettings: () => void };

/** '{Tab} Management', the connection badge, help and settings; the menu button on small screens. */
export function DashboardHeader({ title, onMenu, onHelp, onSettings }: Props) {
  return (
    <header className="sticky top-0 z-30 flex min-h-16 items-center gap-2 border-b border-line bg-paper/95 px-3 backdrop-blur sm:gap-4 sm:px-8">
      <button type="button" onClick={onMenu} aria-label="Open menu" className={`${iconButton} lg:hidden`}>
        <Menu aria-hidden className="size-5" strokeWidth={1.75} />
      </button>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-[1.125rem] leading-tight sm:text-[1.5rem]">{title}</h1>
        <OnlineBadge />
      </div>
      <button type="button" onClick={onHelp} aria-label="Help" className={iconButton}>
        <CircleQuestionMark aria-hidden className="size-5" strokeWidth={1.75} />
      </button>
      <button type="button" onClick={onSettings} aria-label="Settings" className={iconButton}>
        <Settings aria-hidden className="size-5" strokeWidth={1.75} />
      </button>
    </header>
  );
}
