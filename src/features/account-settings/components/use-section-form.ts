import { useEffect, useState } from 'react';
import type { SectionForm } from './section-form';
import { whenIdle } from '../../../lib/tasks/when-idle';

type SectionFormComponent = typeof SectionForm;

let loading: Promise<SectionFormComponent> | undefined;

/** The edit form and the form library under it, fetched once; the page shows its sections without them. */
function loadSectionForm(): Promise<SectionFormComponent> {
  loading ??= import('./section-form').then((m) => m.SectionForm);
  return loading;
}

/**
 * The edit form once it has loaded (null until then). It starts loading once the sections are shown and the
 * browser is idle, or at once when wanted (Edit pressed first), so it is normally there before an owner edits.
 */
export function useSectionForm(wanted: boolean): SectionFormComponent | null {
  const [component, setComponent] = useState<SectionFormComponent | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      void loadSectionForm().then((c) => {
        if (live) setComponent(() => c);
      });
    };
    if (wanted) load();
    const cancel = wanted ? undefined : whenIdle(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [wanted]);
  return component;
}
