import { useCallback, useState } from 'react';
import type { BaseReply } from '@georisk/contract';
import { useBanner, type BannerMessage, type BannerVariant } from '../banner';

type View = { name: 'list' } | { name: 'form'; id: string | null };

/** What the list and form of a CRUD screen get from the page that switches between them. */
export interface CrudScreen {
  banner: BannerMessage | null;
  showBanner: (text: string, variant?: BannerVariant) => void;
  /** Open the form empty (insert). */
  add: () => void;
  /** Open the form on a record (get, then update). */
  edit: (id: string) => void;
  /** Back to the list after a save, with the reply's message as a success banner. */
  saved: (reply: BaseReply) => void;
  /** Back to the list without saving. */
  cancel: () => void;
}

/**
 * Drives the list <-> form switch inside one page and owns the banner, so a
 * save's message is still visible on the list it returns to.
 */
export const useCrudScreen = (): CrudScreen & { view: View } => {
  const [view, setView] = useState<View>({ name: 'list' });
  const { banner, show, hide } = useBanner();
  const add = useCallback(() => {
    hide();
    setView({ name: 'form', id: null });
  }, [hide]);
  const edit = useCallback(
    (id: string) => {
      hide();
      setView({ name: 'form', id });
    },
    [hide],
  );
  const saved = useCallback(
    (reply: BaseReply) => {
      show(reply.message, 'success');
      setView({ name: 'list' });
    },
    [show],
  );
  const cancel = useCallback(() => {
    hide();
    setView({ name: 'list' });
  }, [hide]);
  return { view, banner, showBanner: show, add, edit, saved, cancel };
};
