import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccessTokenScope } from '@ticklist/contracts';
import { Repository } from 'typeorm';
import { AccessTokenEntity } from './access-token.entity';

/** Every statement on personal_access_tokens. */
@Injectable()
export class AccessTokenRepository {
  constructor(@InjectRepository(AccessTokenEntity) private readonly tokens: Repository<AccessTokenEntity>) {}

  /** The user's tokens, or only those limited to `workspaceId` when it is given. */
  listForUser(userId: string, workspaceId?: string): Promise<AccessTokenEntity[]> {
    return this.tokens.find({ where: { userId, ...(workspaceId ? { workspaceId } : {}) }, order: { createdAt: 'DESC' } });
  }

  countForUser(userId: string): Promise<number> {
    return this.tokens.count({ where: { userId } });
  }

  async insert(row: { userId: string; workspaceId: string; name: string; scope: AccessTokenScope; tokenHash: string; expiresAt: Date | null }): Promise<AccessTokenEntity> {
    const saved = await this.tokens.save(this.tokens.create(row));
    return { ...saved, lastUsedAt: saved.lastUsedAt ?? null };
  }

  /** Deletes one of the user's tokens; false when there is none with that id for that user. */
  async deleteForUser(userId: string, id: string): Promise<boolean> {
    const result = await this.tokens.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Deletes every token of the user (account recovery); their names, oldest first. */
  async deleteAllForUser(userId: string): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.tokens.query(
      `WITH revoked AS (DELETE FROM personal_access_tokens WHERE user_id = $1 RETURNING name, created_at) SELECT name FROM revoked ORDER BY created_at`,
      [userId],
    );
    return rows.map((r) => r.name);
  }

  findByHash(tokenHash: string): Promise<AccessTokenEntity | null> {
    return this.tokens.findOne({ where: { tokenHash } });
  }

  /**
   * Marks the token used. The service calls it only when the row's last use is over a minute old;
   * the condition here keeps concurrent calls from writing more than once a minute.
   */
  async touch(id: string): Promise<void> {
    await this.tokens.query(
      `UPDATE personal_access_tokens SET last_used_at = now()
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [id],
    );
  }
}
