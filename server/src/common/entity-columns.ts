import { Column, CreateDateColumn, JoinColumn, ManyToOne, type ObjectType, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`: the key of every table that has one of its own.
 * Entities extend it; TypeORM gives each entity's table the columns of the classes it extends.
 */
export abstract class UuidKeyedEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
}

/** The SQL a timestamp column may default to: the transaction's start, or the moment of the insert itself. */
type TimestampDefault = 'now()' | 'clock_timestamp()';

/** `created_at timestamptz NOT NULL DEFAULT now()` (or the given default), filled in on insert. */
export function CreatedAtColumn(options: { default?: TimestampDefault } = {}): PropertyDecorator {
  const sqlDefault = options.default;
  return CreateDateColumn({ name: 'created_at', type: 'timestamptz', ...(sqlDefault && { default: () => sqlDefault }) });
}

/** `updated_at timestamptz`, set by TypeORM whenever it saves the entity. */
export const UpdatedAtColumn = (): PropertyDecorator => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });

/** A `timestamptz` column (every time in the schema is one). */
export function TimestampColumn(name: string, options: { nullable?: true; default?: TimestampDefault } = {}): PropertyDecorator {
  const sqlDefault = options.default;
  return Column({ name, type: 'timestamptz', ...(options.nullable && { nullable: true }), ...(sqlDefault && { default: () => sqlDefault }) });
}

/** A SHA-256 digest in hex (64 characters): how tokens and request bodies are kept, never the secret itself. */
export const Sha256Column = (name: string, options: { select?: false } = {}): PropertyDecorator =>
  Column({ name, type: 'varchar', length: 64, ...options });

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
