import type { StatutoryCategory } from '@iprism/shared/contracts';

/**
 * The statutory category an independent claim's preamble names. The preamble ends at the transition
 * ("comprising", "wherein", a colon); the category is that of the earliest keyword in it,
 * so "A method of operating a system" is a method and "A system for performing a method" a system.
 */
const KEYWORDS: [StatutoryCategory, RegExp][] = [
  ['medium', /\b(?:(?:non-?transitory\s+)?(?:computer|machine|processor)[-\s]*(?:readable|usable|accessible)|storage\s+(?:medium|media|device)|recording\s+medium|computer\s+program(?:\s+product)?|program\s+product|media|medium)\b/i],
  ['method', /\b(?:method|process|procedure|use)\b/i],
  ['system', /\bsystems?\b/i],
  [
    'composition',
    /\b(?:compositions?|compounds?|formulations?|mixtures?|alloys?|(?:co)?polymers?|resins?|emulsions?|suspensions?|antibod(?:y|ies)|peptides?|proteins?|nucleic\s+acids?|vaccines?|salts?|medicaments?|cements?|fertili[sz]ers?|detergents?|adhesives?|inks?|materials?|solutions?|dyes?|pigments?|oxides?|(?:nano)?particles?|toners?|developers?|linkers?|acids?|catalysts?|electrolytes?|coatings?|crystals?|solvates?|hydrates?)\b/i,
  ],
  [
    'apparatus',
    /\b(?:apparatus(?:es)?|devices?|machines?|circuit(?:ry|s)?|assembl(?:y|ies)|tools?|instruments?|vehicles?|engines?|equipment|units?|modules?|arrangements?|mechanisms?|structures?|articles?|sensors?|controllers?|robots?|terminals?|kits?|containers?|packages?|housings?|motors?|pumps?|valves?|panels?|displays?|implants?|catheters?|garments?|batter(?:y|ies)|antennas?|chips?|transistors?|substrates?|lamps?|cameras?|computers?|servers?|processors?|networks?|stations?|machinery|appliances?|components?|elements?|members?|bod(?:y|ies)|frames?|boards?|cells?|connectors?|fasteners?|actuators?|generators?|reactors?|filters?|nozzles?|heads?|probes?|stents?|footwear|shoes?|toys?|furniture|chairs?|beds?|doors?|windows?|lights?|luminaires?|cables?|wires?|printers?|phones?|headsets?|glasses|lens(?:es)?|electrodes?|capacitors?|inductors?|resistors?|diodes?|memor(?:y|ies)|interfaces?|platforms?|installations?|plants?|facilit(?:y|ies)|gears?|bearings?|couplings?|brackets?|fixtures?|wheels?|tires?|blades?|turbines?|compressors?|exchangers?|boilers?|tanks?|vessels?|bags?|boxes?|bottles?|caps?|closures?|syringes?|needles?|dressings?|bandages?|sheets?|films?|layers?|laminates?|fibers?|fibres?|fabrics?|textiles?|papers?|cards?|labels?|packaging|fans?|box(?:es)?|keyboards?|pixels?|relays?|interconnects?|agents?)\b/i,
  ],
  ['system', /\bframeworks?\b/i],
];
/** Heads like "amplifier", "scanner", "detector" name machines when no keyword did. */
const MACHINE_NOUN = /\b[a-z]{3,}(?:er|or|meter)s?\b/i;

const TRANSITION = /:|;|\b(?:comprising|comprises|comprise|including|includes|consisting|consists|wherein|whereby|having|characterized|characterised|which|that)\b/i;

export function preambleOf(claimText: string): string {
  const end = claimText.search(TRANSITION);
  return end < 0 ? claimText : claimText.slice(0, end);
}

export function categoryOfPreamble(claimText: string): StatutoryCategory {
  const preamble = preambleOf(claimText);
  let best: { category: StatutoryCategory; index: number } | null = null;
  for (const [category, keyword] of KEYWORDS) {
    const index = preamble.search(keyword);
    if (index >= 0 && (best === null || index < best.index)) best = { category, index };
  }
  return best?.category ?? (MACHINE_NOUN.test(preamble) ? 'apparatus' : 'unknown');
}
