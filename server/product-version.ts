/** The portal's version, as package.json has it: sent in the webhooks' User-Agent and written into backups. */
export const PRODUCT_VERSION = '1.1.8';
