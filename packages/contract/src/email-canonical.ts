/**
 * The one spelling of an e-mail address that the server stores, looks up, keeps unique and keys
 * rate limits by, so two spellings never reach two accounts nor one account through two keys
 * (docs/security.md, "Accounts, tokens and mail at rest"):
 * trim, Unicode NFKC, lower case (JavaScript's, on both sides: the database only compares), and a
 * Unicode domain in its ASCII (punycode) form.
 */

// The WHATWG URL parser (browsers and Node) applies IDNA ToASCII to a host, the algorithm behind
// node:url's domainToASCII; the contract has no DOM or Node typings, so declare just that much.
declare const URL: new (input: string) => { hostname: string };

const ASCII = /^[\x20-\x7e]*$/;
/** Characters that would make the URL parser read the domain as something else. */
const NOT_A_HOST = /[\s/?#:@\\[\]%]/;

const asciiDomain = (domain: string): string => {
  if (ASCII.test(domain) || NOT_A_HOST.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
};

export const canonicalEmail = (value: string): string => {
  const lower = value.trim().normalize('NFKC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  return `${lower.slice(0, at)}@${asciiDomain(lower.slice(at + 1))}`;
};
