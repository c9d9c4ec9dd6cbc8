import { describe, expect, it } from 'vitest';
import { addPlaceUrl } from './add-place-url';

describe('the add-place link', () => {
  it('opens /add-place-marker/ under the home page, with /en for English', () => {
    expect(addPlaceUrl('https://www.example.com/', 'de-DE')).toBe(
      'https://www.example.com/add-place-marker/',
    );
    expect(addPlaceUrl('https://www.example.com', 'en-GB')).toBe(
      'https://www.example.com/en/add-place-marker/',
    );
  });

  it('is left out without a configured home page', () => {
    expect(addPlaceUrl('', 'de-DE')).toBe('');
  });
});
