/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { DEFAULT_FAQ } from './faq-defaults';
import { seedDefaultFaqIfEmpty } from './faq.store';

describeEachDatabase('the FAQ', (getCtx) => {
  let accessToken = '';
  beforeAll(async () => {
    expect(await seedDefaultFaqIfEmpty(getCtx().db, getCtx().clock.now())).toBe(true);
    expect(await seedDefaultFaqIfEmpty(getCtx().db, getCtx().clock.now())).toBe(false);
    accessToken = (await sessionFor(getCtx().app, 'driver')).accessToken;
  });

  it('answers title and content in German by default and in English when asked', async () => {
    const german = await call(getCtx().app, 'GET', '/wp-json/fvm/v1/faq', { accessToken });
    expect(german.status).toBe(200);
    expect(german.body.items).toHaveLength(DEFAULT_FAQ.length);
    expect(german.body.items[0]).toEqual({
      title: DEFAULT_FAQ[0]?.titleDe,
      content: DEFAULT_FAQ[0]?.contentDe,
    });
    const english = await call(getCtx().app, 'GET', '/wp-json/fvm/v1/faq?lang=en', { accessToken });
    expect(english.body.items[0]).toEqual({
      title: DEFAULT_FAQ[0]?.titleEn,
      content: DEFAULT_FAQ[0]?.contentEn,
    });
    const bad = await call(getCtx().app, 'GET', '/wp-json/fvm/v1/faq?lang=fr', { accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('query.lang');
  });
});
