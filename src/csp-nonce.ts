/**
 * The server puts a fresh style nonce into the page (`<meta name="csp-nonce">`) and into its
 * Content-Security-Policy. Radix menus and dialogs add scroll-lock `<style>` elements through
 * react-style-singleton, which stamps them with `__webpack_nonce__` (get-nonce): set here, before
 * anything renders, so they are allowed without 'unsafe-inline'. Imported first by main.tsx.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;

export {};
