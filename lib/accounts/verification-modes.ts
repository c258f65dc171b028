/** The staff's choice for verifying first orders (docs/decisions/267); no server imports, the settings form reads it too. */
export const VERIFICATION_MODES = ['off', 'above', 'always'] as const;
export type VerificationMode = (typeof VERIFICATION_MODES)[number];
