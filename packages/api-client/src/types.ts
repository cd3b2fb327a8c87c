// Wire types of the calls in this package that the domain does not define.

/**
 * What a token endpoint answered, before it is checked: callers verify `access`/`refresh` at
 * runtime (spec 5: 'Geçersiz yanıt formatı'); see domain TokenPair for the checked shape.
 */
export interface TokenPairResponse {
  access?: unknown;
  refresh?: unknown;
}
