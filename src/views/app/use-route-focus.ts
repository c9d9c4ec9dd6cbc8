import { useEffect, useRef } from 'react';
import { focusPageHeading, PAGE_HEADING } from '../shared/modal-dialog';

/**
 * Set while a logged-out page (the login form) shows, in the tab's session storage: the page reloads
 * after a login (spec 000 §4), and the shell's first page after it is a change of page, not the first
 * page of a visit (after logging in, the focus goes to the dashboard's heading).
 */
const AFTER_LOGGED_OUT_KEY = 'portal.afterLoggedOutPage';

const sessionStorageOf = (doc: Document): Storage | null => {
  try {
    return doc.defaultView?.sessionStorage ?? null;
  } catch {
    return null; // storage refused by the browser's settings: the first page keeps the focus
  }
};

/** Called by the logged-out pages (see `AFTER_LOGGED_OUT_KEY`). */
export const useLoggedOutPage = (doc: Document = document): void => {
  useEffect(() => {
    try {
      sessionStorageOf(doc)?.setItem(AFTER_LOGGED_OUT_KEY, '1');
    } catch {
      // a full or refused storage: nothing to remember
    }
  }, [doc]);
};

/** Whether the page before was a logged-out one; forgets it (the next reload is a first page again). */
const cameFromLoggedOutPage = (doc: Document): boolean => {
  const storage = sessionStorageOf(doc);
  try {
    const came = storage?.getItem(AFTER_LOGGED_OUT_KEY) === '1';
    storage?.removeItem(AFTER_LOGGED_OUT_KEY);
    return came;
  } catch {
    return false;
  }
};

/** How long a route's view may take to show its heading (its code loads lazily). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a change of page, the focus goes to the new page's heading (WCAG 2.4.3, issue 36), so a keyboard
 * or screen-reader user starts there and hears the page's name, instead of staying on the navigation
 * link (or the body) of the page before. Not at the first page of a visit (unless the login page came
 * before it: `useLoggedOutPage`), and not when the user has put the focus somewhere meanwhile (the wait
 * for a lazily loaded view is watched, not timed).
 */
export const useRouteFocus = (route: string, doc: Document = document): void => {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The login page counts as a page of the visit: the page after it takes the focus (issue 36).
      if (!cameFromLoggedOutPage(doc)) return undefined;
    }
    const main = doc.getElementById('main-content');
    if (!main) return undefined;
    const focusedAtChange = doc.activeElement;
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      doc.removeEventListener('pointerdown', finish, true);
      doc.removeEventListener('keydown', finish, true);
    };
    const tryFocus = () => {
      if (done) return;
      // The user went on meanwhile: leave the focus where they put it.
      if (doc.activeElement !== focusedAtChange && main.contains(doc.activeElement)) return finish();
      // The loaded page's heading: focusing the loading placeholder's would lose the focus to the
      // page's body when the view replaces it.
      if (!doc.querySelector(PAGE_HEADING)) return;
      finish();
      focusPageHeading(doc);
    };
    const observer = new MutationObserver(tryFocus);
    const timer = setTimeout(finish, HEADING_WAIT_MS);
    // A press or a key after the change is the user going on, wherever it is (the header's vehicle
    // drawer opened and a vehicle picked while a slow page loaded: taking the focus to the heading then
    // took it from the drawer's button, where the drawer had returned it). A focus the app moves
    // outside the page (a menu closing onto its button) is not.
    doc.addEventListener('pointerdown', finish, true);
    doc.addEventListener('keydown', finish, true);
    // Attributes too: a view may turn the placeholder's heading into its own.
    observer.observe(main, { childList: true, subtree: true, attributes: true });
    tryFocus();
    return finish;
  }, [route, doc]);
};
