import { Column, Entity, Unique } from 'typeorm';
import { CascadeParent, CreatedAtColumn, UuidColumn, UuidKeyedEntity } from '../../common/entity-columns';
import { UserEntity } from '../users/user.entity';

/**
 * A workspace (issue 47): the checklists, templates, webhook endpoints and tokens its members
 * share. A personal one belongs to one owner (`personal_owner_id`); a team one has no such owner.
 * The schema as TypeORM sees it; every statement is in WorkspacesRepository.
 */
@Entity('workspaces')
@Unique('workspaces_personal_owner_id_key', ['personalOwnerId'])
export class WorkspaceEntity extends UuidKeyedEntity {
  @Column({ type: 'varchar', length: 100 }) name: string;
  @UuidColumn('personal_owner_id', { nullable: true }) personalOwnerId: string | null;
  @CreatedAtColumn() createdAt: Date;
  @CascadeParent(() => UserEntity, 'personal_owner_id', 'workspaces_personal_owner_id_fkey')
  personalOwner?: UserEntity;
}
