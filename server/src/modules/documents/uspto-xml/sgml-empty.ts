/** ST.32 elements declared EMPTY: SGML writes them without a closing tag or slash, so they never nest. */
export const SGML_EMPTY = new Set(['CITED-BY-OTHER', 'CITED-BY-EXAMINER', 'EMI', 'BR', 'CUSTOM-CHARACTER', 'CHEMCDX', 'CHEMMOL', 'MATHEMATICA']);
