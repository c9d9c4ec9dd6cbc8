import { useTranslation } from 'react-i18next';

/** The namespaces whose chips name states. */
type ChipNamespace = 'fleet' | 'logbook' | 'logbookComments';

/**
 * A chip's label for a known state (spec 000 §8, spec 001 §8): its text from the locale files, or the
 * namespace's 'LABEL NOT SET' text when the files lack it or leave it blank (the published texts of the
 * console's translation tab lay over them, and a blank one must not leave an empty chip). An unknown
 * state is not this function's business: its chip reads 'STATE NOT SET'.
 */
export function useChipLabel(ns: ChipNamespace, labelNotSetKey: string): (key: string) => string {
  const { i18n } = useTranslation(ns);
  // Keys built from state names: the typed `t` of the namespace cannot check them, `exists` does.
  const text = i18n.getFixedT(null, ns) as unknown as (key: string) => string;
  return (key) => {
    const label = i18n.exists(key, { ns }) ? text(key) : '';
    return label.trim() === '' ? text(labelNotSetKey) : label;
  };
}
