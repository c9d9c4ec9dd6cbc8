/**
 * The locale files the logged-in shell's own parts read at its first render (the header's vehicle
 * button and notification bell; `common` is loaded with every page). The logged-in app loads them
 * before it shows the shell: a part that waited for its texts suspended the app's boundary, and React
 * hid the whole shell for about 100 ms right after it appeared (a flash of the loading page after
 * every login and reload). A tiny module of its own: main.tsx imports it without the shell's code.
 */
export const SHELL_NAMESPACES = ['fleet', 'notificationLive'] as const;
