/** What every dialog content of the portal takes: modal to assistive technology, and the focus events. */
export interface ModalDialogProps {
  readonly 'aria-modal': true;
  readonly onOpenAutoFocus: (event: Event) => void;
  readonly onCloseAutoFocus: (event: Event) => void;
}

const focusable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  element !== element.ownerDocument.body &&
  !element.closest('[inert]') &&
  // `:disabled`, not the property: a control in a disabled fieldset is disabled without its attribute.
  !element.matches(':disabled');

/** The shown page's own heading: not the placeholder a lazily loaded page shows while it loads. */
export const PAGE_HEADING = '#main-content h1:not([data-page-loading])';

/**
 * The page's own heading (its h1 in the main content), focusable for this, else the main content: where
 * the focus goes when the element that had it is gone. Exported for the route change, which uses it too.
 */

export const focusPageHeading = (doc: Document): void => {
  const heading = doc.querySelector<HTMLElement>(PAGE_HEADING);
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return;
  }
  doc.getElementById('main-content')?.focus();
};

/**
 * Whether the focus is still the closing dialog's to place: on the body or nowhere (the focused control
 * went with the dialog), or still inside it. Focus that another control took meanwhile stays there (the
 * user moved on; a route change focused its page's heading; in tests, a dialog of an earlier test whose
 * close came late).
 */
const focusIsFree = (doc: Document, content: Node): boolean => {
  const active = doc.activeElement;
  return active === null || active === doc.body || !active.isConnected || content.contains(active);
};

/** The element that had the focus when each open dialog opened, by the dialog's content element. */
const openers = new WeakMap<EventTarget, Element | null>();

/**
 * Spread on every `Dialog.Content` and `AlertDialog.Content` (issue 36). The dialog says it is modal
 * (`aria-modal`: Radix hides the page behind it with aria-hidden, which not every screen reader honours),
 * and the focus goes back where it was when the dialog closes (WCAG 2.4.3): to the element that had it
 * when the dialog opened, or to the page's heading when that element is gone or disabled (a row drawn
 * anew, a button hidden by the outcome). Radix returns the focus only to a `Dialog.Trigger`, which the
 * portal's dialogs, opened by their machines, do not have: the focus fell to the page's body, and the next
 * Tab began again at the top of the page. The opener is kept by the content element, so re-renders in
 * between keep it.
 */
export const MODAL_DIALOG: ModalDialogProps = {
  'aria-modal': true,
  onOpenAutoFocus: (event) => {
    // Radix tells this before it moves the focus into the dialog: the opener has it still.
    const content = event.currentTarget;
    if (content instanceof Node) openers.set(content, content.ownerDocument?.activeElement ?? null);
  },
  onCloseAutoFocus: (event) => {
    event.preventDefault();
    const content = event.currentTarget;
    if (!(content instanceof Node)) return;
    const opener = openers.get(content) ?? null;
    openers.delete(content);
    const doc = content.ownerDocument;
    if (!doc) return;
    // An opener disabled while its dialog was open (the report's Export) may be enabled a moment after
    // the dialog closes, when the machine behind it has settled: give it a few frames.
    const give = (framesLeft: number) => {
      if (!focusIsFree(doc, content)) return;
      if (focusable(opener)) opener.focus();
      else if (framesLeft > 0 && opener?.isConnected && doc.defaultView)
        doc.defaultView.requestAnimationFrame(() => give(framesLeft - 1));
      else focusPageHeading(doc);
    };
    give(OPENER_FRAMES);
  },
};

/** How many frames an opener that is disabled at the dialog's close may take to be enabled again. */
const OPENER_FRAMES = 5;
