import { domainToASCII, domainToUnicode } from 'node:url';
import { readAddress, type DomainForms, type ReadAddress } from '@ticklist/contracts';

/** Node's IDNA (UTS #46): `bücher.example` ⇄ `xn--bcher-kva.example`. */
const NODE_DOMAINS: DomainForms = { toASCII: domainToASCII, toUnicode: domainToUnicode };

/** What a person wrote as one recipient, reduced to the stored address (Unicode domain), or null. */
export const readRecipientAddress = (raw: string): ReadAddress | null => readAddress(raw, NODE_DOMAINS);
