import { describe, expect, it } from 'vitest';
import { hasUnsavedLogbookItems, navExpanded, isDevHost, navWidth, parseZoom } from './ui-preferences';

describe('interface preferences', () => {
  it('keeps the navigation expanded unless narrow or stored otherwise', () => {
    expect(navExpanded(null, false)).toBe(true);
    expect(navExpanded(null, true)).toBe(false);
    expect(navExpanded('false', false)).toBe(false);
    expect(navExpanded('true', true)).toBe(true);
  });

  it('accepts only the zoom choices 0.8, 1 and 1.2', () => {
    expect(parseZoom('0.8')).toBe(0.8);
    expect(parseZoom('1.2')).toBe(1.2);
    expect(parseZoom('2')).toBe(1);
    expect(parseZoom(null)).toBe(1);
  });

  it('scales 210/52 px by the zoom factor', () => {
    expect(navWidth(true, 1)).toBe(210);
    expect(navWidth(false, 1)).toBe(52);
    expect(navWidth(true, 0.8)).toBe(168);
    expect(navWidth(false, 1.2)).toBe(62);
  });

  it('detects stored unsaved logbook items', () => {
    expect(hasUnsavedLogbookItems(null)).toBe(false);
    expect(hasUnsavedLogbookItems('[]')).toBe(false);
    expect(hasUnsavedLogbookItems('{}')).toBe(false);
    expect(hasUnsavedLogbookItems('not json')).toBe(false);
    expect(hasUnsavedLogbookItems('[{"id":1}]')).toBe(true);
    expect(hasUnsavedLogbookItems('{"a":{}}')).toBe(true);
  });

  it('shows dev tools on localhost and the configured dev hosts only', () => {
    expect(isDevHost('localhost', [])).toBe(true);
    expect(isDevHost('dev.example.org', ['dev.example.org'])).toBe(true);
    expect(isDevHost('portal.example.org', ['dev.example.org'])).toBe(false);
  });
});
