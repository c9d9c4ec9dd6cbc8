import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../api/contract/accounts.contract';
import { createI18n, LANGUAGES } from '../../i18n/i18n';
import { staticResources } from '../../i18n/static-resources';
import { EntryStateChip } from './comments/entry-state-chip.view';
import { StateChip, StatusBadges } from './list/logbook-chips.view';

type Texts = Record<string, Record<string, Record<string, string>>>;

/**
 * The bundled texts with some chip labels the way the console's translation tab can leave them: blank or
 * missing (a copy: the bundled resources are shared by every test).
 */
const withBlankLabels = (language: Language) => {
  const resources = structuredClone(staticResources) as unknown as Record<Language, Texts>;
  for (const lang of LANGUAGES) {
    const { logbook, logbookComments } = resources[lang];
    if (!logbook?.entryState || !logbook.status || !logbook.deviceState || !logbookComments?.entryState)
      throw new Error('the logbook texts moved');
    logbook.entryState.open = ' ';
    delete logbook.status.finalized;
    delete logbook.deviceState.synced;
    logbookComments.entryState.resolved = '';
  }
  return createI18n({ language, storage: null, source: { kind: 'static', resources } }).i18n;
};

describe("logbook chips: 'LABEL NOT SET' and 'STATE NOT SET' (spec 001 §8)", () => {
  it.each(LANGUAGES)('in %s', (language) => {
    render(
      <I18nextProvider i18n={withBlankLabels(language)}>
        <Theme>
          <div data-testid="list">
            <StatusBadges status="finalized" entryState="open" device="synced" />
            <StateChip state="resolved" />
            <StateChip state="closed" />
            <StatusBadges status="archived" entryState={null} device={undefined} />
          </div>
          <div data-testid="comments">
            <EntryStateChip state="resolved" />
            <EntryStateChip state="open" />
            <EntryStateChip state="closed" />
          </div>
        </Theme>
      </I18nextProvider>,
    );
    const texts = (id: string) =>
      Array.from(screen.getByTestId(id).querySelectorAll('.rt-Badge'), (chip) => chip.textContent);
    const resolved = language === 'de-DE' ? 'Behoben' : 'Resolved';
    const open = language === 'de-DE' ? 'Offen' : 'Open';
    expect(texts('list')).toEqual([
      'LABEL NOT SET', // finalised, its label missing
      'LABEL NOT SET', // open, its label blank
      'LABEL NOT SET', // synced on this device, its label missing
      resolved,
      'STATE NOT SET', // an entry state this client does not know
      'STATE NOT SET', // a status this client does not know
    ]);
    expect(texts('comments')).toEqual(['LABEL NOT SET', open, 'STATE NOT SET']);
  });
});
