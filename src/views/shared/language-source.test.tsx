import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createStaticI18n } from '../../i18n/static-resources';
import { languageSource } from './language-source';

describe('the language as a fact source', () => {
  it('tells every switch, also through the i18n that useTranslation hands out (a copy per language)', async () => {
    const instance = createStaticI18n('en-GB');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    );
    // What a screen does: the source is built once, from the hook's i18n of its first render.
    const { result } = renderHook(() => useTranslation('reporting').i18n, { wrapper });
    const source = languageSource(result.current);
    expect(source.getSnapshot()).toBe('en-GB');
    const told: string[] = [];
    const subscription = source.subscribe((language) => told.push(language));

    await act(() => instance.changeLanguage('de-DE'));
    await act(() => instance.changeLanguage('en-GB'));
    expect(told).toEqual(['de-DE', 'en-GB']);
    expect(source.getSnapshot()).toBe('en-GB');

    subscription.unsubscribe();
    await act(() => instance.changeLanguage('de-DE'));
    expect(told).toEqual(['de-DE', 'en-GB']);
  });
});
