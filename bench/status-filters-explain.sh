#!/bin/bash
# Issue 43: the status filters before (probes of every checklist's shares, as in commit 86e771b) and after
# (figures kept on the checklist row, migration ChecklistStatusFigures) on the same data, in the same run:
# each total (count) and first page of 10, best of 3 EXPLAIN ANALYZE execution times, for the workspace
# with the most checklists. Run on a database the scale bench seeded (node bench/scale.mjs), e.g.
#   BENCH_SCALE_DELETE=0 node bench/scale.mjs && bench/status-filters-explain.sh "$DATABASE_URL"
U="$1"
WS=$(psql "$U" -Atc "select workspace_id from checklists group by 1 order by count(*) desc limit 1")
N=$(psql "$U" -Atc "select count(*) from checklists where workspace_id='$WS'")
echo "workspace with $N checklists"
OPEN="p.closed_at IS NULL"
ASHARE="(SELECT true FROM shares cs WHERE cs.checklist_id = p.id LIMIT 1)"
NOTDONE="(SELECT true FROM shares cs WHERE cs.checklist_id = p.id AND cs.progress_state IN ('in_progress', 'not_opened') LIMIT 1)"
NOTDONE_O1="(SELECT true FROM shares os WHERE os.checklist_id = p.id AND os.progress_state IN ('in_progress', 'not_opened') AND os.due_at <= now() AND os.revoked_at IS NULL LIMIT 1)"
NOTDONE_O2="(SELECT true FROM shares os WHERE os.checklist_id = p.id AND os.progress_state IN ('in_progress', 'not_opened') AND os.due_at IS NULL AND os.revoked_at IS NULL LIMIT 1)"
declare -A OLD NEW
OLD[in_progress]="$OPEN AND ($ASHARE IS NULL OR $NOTDONE IS NOT NULL)"
OLD[completed]="$OPEN AND ($ASHARE IS NOT NULL AND $NOTDONE IS NULL)"
OLD[overdue]="$OPEN AND ($NOTDONE_O1 IS NOT NULL OR (p.due_at <= now() AND $NOTDONE_O2 IS NOT NULL))"
NEW[in_progress]="$OPEN AND (p.share_count = 0 OR p.open_share_count > 0)"
NEW[completed]="$OPEN AND p.share_count > 0 AND p.open_share_count = 0"
NEW[overdue]="$OPEN AND p.overdue_at <= now()"
t() { psql "$U" -Atc "EXPLAIN (ANALYZE, FORMAT JSON) $1" | python3 -c 'import json,sys; print("%.1f" % json.load(sys.stdin)[0]["Execution Time"])'; }
for s in in_progress completed overdue; do
  for kind in OLD NEW; do
    eval "c=\${$kind[$s]}"
    cnt=$(psql "$U" -Atc "SELECT count(*) FROM checklists p WHERE p.workspace_id = '$WS' AND $c")
    best=999999; for i in 1 2 3; do v=$(t "SELECT count(*) FROM checklists p WHERE p.workspace_id = '$WS' AND $c"); best=$(python3 -c "print(min($best,$v))"); done
    bp=999999; for i in 1 2 3; do v=$(t "SELECT id FROM checklists p WHERE p.workspace_id = '$WS' AND $c ORDER BY p.created_at DESC, p.id DESC LIMIT 10 OFFSET 0"); bp=$(python3 -c "print(min($bp,$v))"); done
    printf "%-12s %-4s total=%-7s count(*) best of 3: %8s ms | first page of 10: %8s ms\n" "$s" "$kind" "$cnt" "$best" "$bp"
  done
done
