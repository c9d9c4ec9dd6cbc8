/**
 * Radix's high-contrast colours (its `highContrast` prop, whose type `exactOptionalPropertyTypes`
 * turns into `never`) as a class: soft teal, amber and orange chips miss WCAG AA contrast for small
 * text otherwise.
 */
export const HIGH_CONTRAST = 'rt-high-contrast';
