type Style = 'danish' | 'plain';

/**
 * Folds text for matching (case- and accent-insensitive). Danish letters have two common
 * ASCII spellings — "København" is written "Koebenhavn" and "Kobenhavn", "Århus" "Aarhus" and "Arhus" —
 * so stored documents keep both foldings (see searchDocument) and queries use the Danish one.
 */
export function foldText(input: string, style: Style = 'danish'): string {
  const [ae, oe, aa] = style === 'danish' ? ['ae', 'oe', 'aa'] : ['a', 'o', 'a'];
  return input
    .toLowerCase()
    .replace(/æ/g, ae)
    .replace(/ø/g, oe)
    .replace(/å/g, aa)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a query is folded to before it is matched against `searchDocument` text. */
export const normalizeSearchText = (query: string) => foldText(query, 'danish');

/** The stored search text of an advert: both foldings of its city, address and ZIP. */
export function searchDocument(...parts: string[]): string {
  const text = parts.filter(Boolean).join(' ');
  const danish = foldText(text, 'danish');
  const plain = foldText(text, 'plain');
  return danish === plain ? danish : `${danish} | ${plain}`;
}

/**
 * The search text of an advert. The street is only searchable when it is public: otherwise a visitor
 * could confirm where an advertiser lives by searching street names.
 */
export const advertSearchDocument = (a: {
  city: string;
  address: string;
  zipCode: string;
  showStreetAddress: boolean;
}) => searchDocument(a.city, a.showStreetAddress ? a.address : '', a.zipCode);
