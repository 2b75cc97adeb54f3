import { Column, CreateDateColumn, JoinColumn, ManyToOne, type ObjectType } from 'typeorm';

/** `created_at timestamptz NOT NULL DEFAULT now()`, filled in by TypeORM on insert. */
export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

/** A uuid column holding another row's id (`user_id`, `share_id`, …). */
export const UuidColumn = (name: string, options: { nullable?: boolean } = {}): PropertyDecorator => Column({ name, type: 'uuid', ...options });

/**
 * The row this one belongs to: many-to-one on `column`, deleted with it (ON DELETE CASCADE), its
 * foreign key named `constraint` as in the migration. `inverse` names the parent's list of these, if any.
 */
export function CascadeParent<T>(target: () => ObjectType<T>, column: string, constraint: string, inverse?: (parent: T) => unknown): PropertyDecorator {
  const join = JoinColumn({ name: column, foreignKeyConstraintName: constraint });
  const relation = inverse ? ManyToOne(target, inverse, { onDelete: 'CASCADE' }) : ManyToOne(target, { onDelete: 'CASCADE' });
  return (prototype, property) => {
    // Applied in the order of the stacked decorators this replaces (@ManyToOne above @JoinColumn).
    join(prototype, property);
    relation(prototype, property);
  };
}
