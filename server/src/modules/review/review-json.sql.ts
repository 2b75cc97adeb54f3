/** The review of the share aliased `share` as jsonb `{ state, rounds, items }`; null when it has none (issue 48). */
export const reviewJsonb = (share: string) => `(SELECT jsonb_build_object('state', rv.state, 'rounds', rv.rounds, 'items', rv.items)
    FROM share_reviews rv WHERE rv.share_id = ${share}.id AND rv.run_id IS NULL)`;

/**
 * An owner Share (json `shareObject` of the share aliased `share`) with its `review` when it has one:
 * shares without a review (every share of a checklist that is not reviewed) answer as before.
 */
export const withReviewJson = (share: string, shareObject: string) => `CASE
    WHEN EXISTS (SELECT 1 FROM share_reviews rv WHERE rv.share_id = ${share}.id AND rv.run_id IS NULL)
    THEN (${shareObject}::jsonb || jsonb_build_object('review', ${reviewJsonb(share)}))::json
    ELSE ${shareObject} END`;

/**
 * A checklist summary (json `summary` of the checklist aliased `checklist`) with `review: true` and
 * `records` when the owner turned review or records on; other checklists answer as before.
 */
export const withReviewSettingsJson = (checklist: string, summary: string) => `CASE
    WHEN ${checklist}.review OR ${checklist}.records
    THEN (${summary}::jsonb || jsonb_build_object('review', ${checklist}.review, 'records', ${checklist}.records))::json
    ELSE ${summary} END`;
