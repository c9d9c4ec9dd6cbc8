import { useEffect, useRef } from 'react';
import { focusPageHeading } from '../shared/modal-dialog';

/** How long a route's view may take to show its heading (its code loads lazily). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a change of page, the focus goes to the new page's heading (WCAG 2.4.3, issue 36), so a keyboard
 * or screen-reader user starts there and hears the page's name, instead of staying on the navigation
 * link (or the body) of the page before. Not at the first page of a visit, and not when the user has
 * put the focus somewhere meanwhile (the wait for a lazily loaded view is watched, not timed).
 */
export const useRouteFocus = (route: string, doc: Document = document): void => {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const main = doc.getElementById('main-content');
    if (!main) return undefined;
    const focusedAtChange = doc.activeElement;
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const tryFocus = () => {
      if (done) return;
      // The user went on meanwhile: leave the focus where they put it.
      if (doc.activeElement !== focusedAtChange && main.contains(doc.activeElement)) return finish();
      if (!main.querySelector('h1')) return;
      finish();
      focusPageHeading(doc);
    };
    const observer = new MutationObserver(tryFocus);
    const timer = setTimeout(finish, HEADING_WAIT_MS);
    observer.observe(main, { childList: true, subtree: true });
    tryFocus();
    return finish;
  }, [route, doc]);
};
