/**
 * CPC symbols as stored: no spaces, upper case (H04L9/32). Pure, so routes and the classifier agree on
 * what a symbol is and which stored symbols fall under it.
 */

const SYMBOL = /^[A-HY](\d{2}([A-Z](\d{1,4}(\/\d{2,6})?)?)?)?$/;

/** "h04l 9/32" → "H04L9/32"; null when it cannot be a CPC symbol. */
export function normaliseCpcSymbol(input: string): string | null {
  const symbol = input.replace(/\s+/g, '').toUpperCase();
  return SYMBOL.test(symbol) ? symbol : null;
}

/** The subclass (first four characters) of a full symbol; null for anything shorter or malformed. */
export function subclassOf(symbol: string): string | null {
  const s = symbol.replace(/\s+/g, '').toUpperCase();
  return /^[A-HY]\d{2}[A-Z]/.test(s) ? s.slice(0, 4) : null;
}

/**
 * The LIKE prefix of the stored symbols under `symbol`: a main group (H04L9/00) covers every subgroup of
 * H04L9/, anything else covers the symbols that start with it.
 */
export function documentPrefix(symbol: string): string {
  return symbol.endsWith('/00') ? symbol.slice(0, -2) : symbol;
}

/**
 * What a child of `parentKind` is called in a stored symbol, as SQL over the column `symbol`: the class
 * under a section, the subclass under a class, the main group under a subclass. Null below main groups,
 * where children are counted one by one.
 */
export function childKeySql(parentKind: string): string | null {
  switch (parentKind) {
    case 'section':
      return 'left(symbol, 3)';
    case 'class':
      return 'left(symbol, 4)';
    case 'subclass':
      return "split_part(symbol, '/', 1) || '/00'";
    default:
      return null;
  }
}
