/** The checkout's marketing consent checkbox: its field name and ticked value (shared by the form and the server). */
export const MARKETING_CONSENT_FIELD = 'marketingConsent';
export const MARKETING_CONSENT_TICKED = 'yes';
