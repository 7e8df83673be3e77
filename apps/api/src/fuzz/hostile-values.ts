import fc from 'fast-check';

/** Values of the wrong type for whatever the slot expects. */
export const wrongTypes = fc.oneof(
  fc.constantFrom(null, true, false, '', ' ', 0, -1, [], {}, [null], { '': '' }, 'true', 'null', '[]', '{}'),
  fc.string({ maxLength: 20 }),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Text that trips parsers, collations, normalisation and length checks. */
export const unicodeTexts = fc.oneof(
  fc.constantFrom(
    '\u202Eevil.gpj', // right-to-left override
    '\uFEFF1', // byte order mark before a digit
    '１２３', // full-width digits
    '١٢٣', // Arabic-Indic digits
    'Ⅻ',
    '\uD800', // lone high surrogate
    '\uDC00x', // lone low surrogate
    'a\u0301\u0301\u0301\u0301',
    '👩‍👩‍👧‍👦',
    'İıſK',
    '\u0085\u2028\u2029',
    'Z̴̡̛̛̜̗͙͎̪̘͖̣̙̟͕̳͖͎̟̺͕̫͙̯͎̦̤̯͈̓̑̍̄̊̀̈́͗̅̇̋́͆̕͘͝a̷̧̨̛̜͙̪͉̲̰̪̠͎̞̪̯̘̰̼̜̝̅̂̐͊̂̔̈́̑̈̂̆̊́̏̒̀̈̕̚l̴',
    'ﷺ'.repeat(50),
    '\u200B\u200C\u200D\u2060',
    '%00%ff%c0%af',
    '${7*7}{{7*7}}<%= 7*7 %>',
    "' OR '1'='1'; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 30 }),
);

/** Strings holding NUL bytes (PostgreSQL text cannot store one). */
export const nulTexts = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(64), '1\u0000', 'aluno@medmember.dev\u0000'),
  fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
);

/** Numbers at and past every edge, as JSON values. */
export const edgeNumbers = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1e308,
);

/** Number literals JSON.stringify cannot write (overflow to Infinity, more digits than a double holds). */
export const rawNumberLiterals = fc.constantFrom(
  '1e309',
  '-1e309',
  '123456789012345678901234567890',
  '-123456789012345678901234567890',
  '1.0',
  '1e2',
  '0.000000000000000000000000001',
  '1E+2',
  '-0.0',
  '9007199254740993',
);

/** Numbers as they arrive in a path or a query: text the coercion must refuse or read right. */
export const numberTexts = fc.constantFrom(
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x10',
  '0b11',
  '0o7',
  'NaN',
  'Infinity',
  '-Infinity',
  '+1',
  '01',
  '1_000',
  ' 1',
  '1 ',
  '',
  '1,2',
);

/** A string of `length` characters, ASCII or not. */
export const hugeTexts = fc
  .tuple(fc.constantFrom(1_000, 10_000, 100_000, 1_100_000), fc.constantFrom('x', 'é', '😀', '\u0000', '%'))
  .map(([length, unit]) => unit.repeat(length));

/** Arrays large enough to hurt a loop that is not bounded. */
export const hugeArrays = fc
  .tuple(fc.constantFrom(1_001, 10_000, 200_000), fc.constantFrom(1, 'a', null, {}, 2_147_483_647))
  .map(([length, item]) => Array.from({ length }, () => item));
