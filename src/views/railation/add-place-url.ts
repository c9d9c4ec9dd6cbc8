/**
 * The content site's page to suggest a new place (spec 000 §2 Railation view): `/add-place-marker/`
 * under the site's home, with an `/en` prefix for every language but German. Empty when the site's
 * home is not configured (the link is then left out).
 */
export const addPlaceUrl = (home: string, language: string): string => {
  if (home === '') return '';
  const base = home.endsWith('/') ? home : `${home}/`;
  return `${base}${language.startsWith('de') ? '' : 'en/'}add-place-marker/`;
};
