import { sqlMigration } from '../sql-migration';

/**
 * The bare address inside what an earlier version stored as written: the address between angle
 * brackets if any, surrounding separators and spaces and a `mailto:` prefix dropped, lower case.
 * The same reductions as readAddress (libs/contracts) for the forms that reached the database.
 */
const PLAIN = `lower(regexp_replace(regexp_replace(regexp_replace(regexp_replace(email,
    '^.*<\\s*(mailto:)?([^<>]*)>.*$', '\\2', 'i'),
    '^[\\s,;]+|[\\s,;]+$', '', 'g'),
    '^mailto:', '', 'i'),
    '^[\\s,;]+|[\\s,;]+$', '', 'g'))`;
/** One bare address: no spaces, brackets, quotes or separators left. */
const BARE = `'^[^\\s@<>(),;:"\\[\\]\\\\]+@[^\\s@<>(),;:"\\[\\]\\\\]+\\.[^\\s@<>(),;:"\\[\\]\\\\]+$'`;

/** Each merged decorated share and the recipient's share on the same checklist it merges into. */
const CONFLICTS = `
  SELECT s.id AS from_share, p.id AS into_share, s.access_token_hash
    FROM shares s
    JOIN address_cleanup c ON c.user_id = s.recipient_id AND c.target_id <> c.user_id
    JOIN shares p ON p.recipient_id = c.target_id AND p.checklist_id = s.checklist_id`;

/**
 * Issue 51: recipients stored as written (`yara@example.com;`, `<yara@example.com>`, `Name <…>`)
 * become their bare address (contract: "Addresses (field faults)"). A decorated guest whose bare
 * address has no account is renamed. One whose bare address has an account is merged into it:
 * its opt-outs carry over; each of its shares moves to that account, unless the account already
 * has a share on the same checklist: then that share is kept, and the decorated share's responses
 * move to it for items it has none for, its activity and retired links move to it, its own link
 * is retired into it (it answers 410 naming the owner), and the decorated share is removed.
 * Owner accounts are left alone (registration has its own rules).
 *
 * Down cannot split merged recipients again (nothing records which rows they were, and the
 * schema keeps no table for it): it leaves the bare addresses in place.
 */
export const DecoratedRecipients1796200000000 = sqlMigration('DecoratedRecipients1796200000000', {
  up: [
    `CREATE TEMP TABLE address_cleanup (user_id uuid PRIMARY KEY, plain varchar(254) NOT NULL, target_id uuid NOT NULL)`,
    `INSERT INTO address_cleanup (user_id, plain, target_id)
       WITH reduced AS (
         SELECT id, created_at, lower(email) AS email, ${PLAIN} AS plain FROM users WHERE account_type = 'guest'
       ), d AS (
         SELECT id, created_at, plain FROM reduced WHERE plain <> email AND plain ~ ${BARE}
       )
       SELECT d.id, d.plain, COALESCE(
         (SELECT u.id FROM users u WHERE lower(u.email) = d.plain),
         (SELECT d2.id FROM d d2 WHERE d2.plain = d.plain ORDER BY d2.created_at, d2.id LIMIT 1))
       FROM d`,
    // The first decorated spelling of an address nobody has yet becomes that address.
    `UPDATE users u SET email = c.plain, updated_at = now() FROM address_cleanup c WHERE c.user_id = u.id AND c.target_id = u.id`,
    // An opt-out given under either spelling holds for the mailbox.
    `UPDATE users t SET
       unsubscribed_at = COALESCE(t.unsubscribed_at, m.unsubscribed_at),
       email_notifications = t.email_notifications AND m.email_notifications,
       share_notifications = t.share_notifications AND m.share_notifications,
       updated_at = now()
     FROM (SELECT c.target_id, min(u.unsubscribed_at) AS unsubscribed_at, bool_and(u.email_notifications) AS email_notifications,
                  bool_and(u.share_notifications) AS share_notifications
             FROM address_cleanup c JOIN users u ON u.id = c.user_id WHERE c.target_id <> c.user_id GROUP BY c.target_id) m
     WHERE t.id = m.target_id`,
    // Shares on a checklist the recipient has no share on move whole (the oldest, when two spellings had one).
    `UPDATE shares s SET recipient_id = x.target_id
       FROM (SELECT DISTINCT ON (c.target_id, s2.checklist_id) s2.id, c.target_id
               FROM shares s2 JOIN address_cleanup c ON c.user_id = s2.recipient_id AND c.target_id <> c.user_id
              WHERE NOT EXISTS (SELECT 1 FROM shares p WHERE p.recipient_id = c.target_id AND p.checklist_id = s2.checklist_id)
              ORDER BY c.target_id, s2.checklist_id, s2.created_at, s2.id) x
      WHERE s.id = x.id`,
    // The rest merge into the recipient's share: responses where it has none for the item (the newest one wins)…
    `UPDATE item_responses r SET share_id = y.into_share
       FROM (SELECT DISTINCT ON (x.into_share, r2.item_id) r2.id, x.into_share
               FROM (${CONFLICTS}) x JOIN item_responses r2 ON r2.share_id = x.from_share
              WHERE NOT EXISTS (SELECT 1 FROM item_responses o WHERE o.share_id = x.into_share AND o.item_id = r2.item_id)
              ORDER BY x.into_share, r2.item_id, r2.updated_at DESC, r2.id) y
      WHERE r.id = y.id`,
    // …its history, and its links (retired: they answer 410 with the owner's address).
    `UPDATE share_activity a SET share_id = x.into_share FROM (${CONFLICTS}) x WHERE a.share_id = x.from_share`,
    `UPDATE share_retired_tokens t SET share_id = x.into_share FROM (${CONFLICTS}) x WHERE t.share_id = x.from_share`,
    `INSERT INTO share_retired_tokens (token_hash, share_id) SELECT x.access_token_hash, x.into_share FROM (${CONFLICTS}) x ON CONFLICT (token_hash) DO NOTHING`,
    `UPDATE webhook_messages w SET share_id = x.into_share FROM (${CONFLICTS}) x WHERE w.share_id = x.from_share`,
    `DELETE FROM shares s USING (${CONFLICTS}) x WHERE s.id = x.from_share`,
    `UPDATE email_tokens e SET user_id = c.target_id FROM address_cleanup c WHERE e.user_id = c.user_id AND c.target_id <> c.user_id`,
    `DELETE FROM users u USING address_cleanup c WHERE u.id = c.user_id AND c.target_id <> c.user_id`,
    `DROP TABLE address_cleanup`,
  ],
  down: [],
});
