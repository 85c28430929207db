import type { ReactNode, Ref } from 'react';

export interface ScreenHeaderProps {
  /** The screen's one h1: its title, or a text made for it (an order's number, an unread count). */
  title: ReactNode;
  /** A sentence under the title (`p.lead`); none when null, undefined or false. */
  lead?: ReactNode;
  /** The heading's id, for a section or a link that names the screen by it. */
  headingId?: string;
  /** For a screen that moves focus to its heading from script: the heading takes this ref and tabIndex -1. */
  focusRef?: Ref<HTMLHeadingElement>;
}

/** The top of every screen, in one markup (`.screen-header`, its h1, an optional lead) instead of a copy per screen. */
export function ScreenHeader({ title, lead, headingId, focusRef }: ScreenHeaderProps) {
  return (
    <div className="screen-header">
      <h1 id={headingId} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
        {title}
      </h1>
      {lead !== undefined && lead !== null && lead !== false && <p className="lead">{lead}</p>}
    </div>
  );
}
