import { FIXTURE_SUPPLIERS } from '../../machines/content/content-document.fixtures';
import { supplierCountries } from './supplier-filter';
import type { SuppliersViewProps } from './suppliers.view';

/**
 * The supplier list as the screen first shows it (every supplier, no filter, German), without the
 * callbacks: the stories add Storybook's spies, the view test vitest's. Not imported by the app.
 */
export const FIXTURE_SUPPLIERS_VIEW: Omit<SuppliersViewProps, 'onFilter' | 'onRetry'> = {
  language: 'de-DE',
  suppliers: FIXTURE_SUPPLIERS.items,
  countries: supplierCountries(FIXTURE_SUPPLIERS.items),
  filter: { country: '', text: '' },
  loading: false,
  failed: false,
  selectedId: null,
};
