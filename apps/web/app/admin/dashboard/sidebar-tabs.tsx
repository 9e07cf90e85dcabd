import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { GripVertical } from 'lucide-react';
import { adminTab } from '../tab-registry.tsx';
import { reorderTabs, type Tab } from './tab-order.ts';

type Props = {
  tabs: Tab[];
  current: string;
  onSelect: (id: string) => void;
  onReorder: (tabs: Tab[]) => void;
};

/**
 * The dashboard's tabs, reordered by dragging the grip: with the mouse after a 5 px move, by a
 * long press on touch, or from the keyboard (Space to lift and drop, arrows to move, Escape to
 * cancel). These are @hello-pangea/dnd's own sensors and timings.
 */
export function SidebarTabs({ tabs, current, onSelect, onReorder }: Props) {
  const dropped = (result: DropResult) => {
    const next = reorderTabs(tabs, result);
    if (next) onReorder(next);
  };
  return (
    <DragDropContext onDragEnd={dropped}>
      <Droppable droppableId="admin-sidebar-tabs">
        {(list) => (
          <ul ref={list.innerRef} {...list.droppableProps} className="flex flex-col gap-0.5">
            {tabs.map((tab, index) => {
              const Icon = adminTab(tab.id).icon;
              const active = tab.id === current;
              return (
                // The grip is a <button>, so the library's guard against drags from buttons is lifted.
                <Draggable key={tab.id} draggableId={tab.id} index={index} disableInteractiveElementBlocking>
                  {(item, state) => (
                    <li
                      ref={item.innerRef}
                      {...item.draggableProps}
                      data-tab-id={tab.id}
                      className={`group flex items-center ${state.isDragging ? 'bg-white shadow-lifted' : ''}`}
                    >
                      <button
                        type="button"
                        onClick={() => onSelect(tab.id)}
                        aria-current={active ? 'page' : undefined}
                        className={`flex min-h-10 min-w-0 flex-1 items-center gap-3 px-3 text-left text-[0.875rem] transition-colors duration-150 ${
                          active ? 'bg-ink font-medium text-paper' : 'text-ink-soft hover:bg-mat-deep hover:text-ink'
                        }`}
                      >
                        <Icon aria-hidden className="size-4 shrink-0" strokeWidth={1.75} />
                        <span className="truncate">{tab.label}</span>
                      </button>
                      <button
                        type="button"
                        {...item.dragHandleProps}
                        aria-label={`Reorder ${tab.label}`}
                        className="grid h-10 w-7 shrink-0 cursor-grab place-items-center text-muted transition-colors duration-150 hover:text-ink active:cursor-grabbing"
                      >
                        <GripVertical aria-hidden className="size-4" strokeWidth={1.5} />
                      </button>
                    </li>
                  )}
                </Draggable>
              );
            })}
            {list.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
