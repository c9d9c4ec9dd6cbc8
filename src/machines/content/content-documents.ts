import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import { getFaq, getSuppliers, type FaqList, type SupplierList } from '../../api/contract';
import { contentDocumentMachine } from './content-document.machine';
import type { ContentServiceDeps } from './content-service';

/** The FAQ in a language: the machine's key is the language tag (`de-DE`, `en-GB`). */
export const faqMachine = contentDocumentMachine<FaqList>('faq');
export const supplierListMachine = contentDocumentMachine<SupplierList>('suppliers');

/** The two machines with their calls provided. */
export const contentDocumentMachinesFor = (deps: ContentServiceDeps) => ({
  faq: faqMachine.provide({
    actors: {
      load: fromPromise<FaqList, { readonly key: string }>(({ input, signal }) =>
        deps.api.call(getFaq, {
          ...callAuth(deps.getAccessToken(), signal),
          query: { lang: input.key.startsWith('en') ? 'en' : 'de' },
        }),
      ),
    },
  }),
  suppliers: supplierListMachine.provide({
    actors: {
      load: fromPromise<SupplierList, { readonly key: string }>(({ signal }) =>
        deps.api.call(getSuppliers, callAuth(deps.getAccessToken(), signal)),
      ),
    },
  }),
});
