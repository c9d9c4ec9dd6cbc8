/**
 * A button busy with its own action (Save while saving, the PDF while it downloads, Sign while the name
 * is checked) shows its spinner but stays enabled (aria-disabled): a disabled button loses the focus,
 * which fell to the dialog itself with no ring to show where it went (issue 36, WCAG 2.4.3 and 2.4.7).
 * Pressing it again meanwhile does nothing, since the machine does not take the event while busy.
 * `allowed`: whether the action is possible at all when not busy.
 */
export const keepsFocusWhileBusy = (busy: boolean, allowed = true) => ({
  loading: busy,
  disabled: !allowed && !busy,
  ...(busy ? { 'aria-disabled': true } : {}),
});
