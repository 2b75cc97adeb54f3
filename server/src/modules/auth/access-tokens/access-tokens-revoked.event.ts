/**
 * Emitted (after commit) when personal access tokens of an account stopped being valid: the ones
 * named in `tokenIds` (revoked from Account › Tokens), or every one of them (account recovered or
 * deleted). The realtime module disconnects the sockets opened with them on every process; a
 * reconnect goes through the handshake again and is refused.
 */
export const ACCESS_TOKENS_REVOKED = 'access-tokens.revoked';

export interface AccessTokensRevokedEvent {
  userId: string;
  /** Only these tokens; absent: every token of the account. */
  tokenIds?: string[];
}
