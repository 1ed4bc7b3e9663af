-- The audit chain's append in one statement (docs/rules/audit.md): takes the chain's lock, reads
-- the last hash, and inserts the events in order, each hashed onto the one before, as
-- audit-chain.ts's chainHash does (sha256 of the previous hash and the event's canonical text,
-- UTF-8, hex). One round trip under the lock instead of three: the lock is held from here to the
-- commit, and every writer of every server waits for it. Each statement of a volatile function
-- sees a new snapshot, so the read after the lock sees the last holder's committed rows.
CREATE OR REPLACE FUNCTION audit_append(lock_key bigint, events jsonb) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  previous text;
  item jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(lock_key);
  SELECT hash INTO previous FROM audit_events ORDER BY event_id DESC LIMIT 1;
  IF previous IS NULL THEN
    SELECT hash INTO previous FROM audit_checkpoints ORDER BY through_event_id DESC LIMIT 1;
  END IF;
  previous := coalesce(previous, '');
  FOR i IN 0 .. jsonb_array_length(events) - 1 LOOP
    item := events -> i;
    previous := encode(sha256(convert_to(previous || (item ->> 'canonical'), 'UTF8')), 'hex');
    INSERT INTO audit_events
      (at, actor_user_id, actor_email, company_id, ip, action, target_kind, target_id, detail, hash)
    VALUES (
      (item ->> 'at')::timestamptz, (item ->> 'actor_user_id')::uuid, item ->> 'actor_email',
      (item ->> 'company_id')::uuid, item ->> 'ip', item ->> 'action', item ->> 'target_kind',
      item ->> 'target_id', item -> 'detail', previous
    );
  END LOOP;
END
$$;
