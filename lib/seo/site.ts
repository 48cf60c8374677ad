// Who the site says it is, in one place for the layout, page metadata, JSON-LD and the footer.
export const SITE_NAME = 'Learner Portal';
export const SITE_DESCRIPTION =
  'Programmes taught by practising professionals, a semester-by-semester learning path and prices in Pakistani rupees.';
export const SITE_LOCALE = 'en_PK';
