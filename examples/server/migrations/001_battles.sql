-- The table server's schema. Applied in order at start by examples/server/db.ts (one transaction per file, recorded in
-- schema_migrations); the same SQL runs on PGlite and on a Postgres server.

-- one row per battle; `version` is the number of events in its log (the seq of the last one)
CREATE TABLE battles (
  id text PRIMARY KEY,
  title text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- capability links: a secret token (and a short code for typing at the table) that opens one battle as one role;
-- only SHA-256 hashes of the secrets are stored
CREATE TABLE links (
  token_hash text PRIMARY KEY,
  code_hash text NOT NULL UNIQUE,
  battle text NOT NULL REFERENCES battles (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('player', 'spectator')),
  seat integer CHECK ((role = 'player' AND seat IN (1, 2)) OR (role = 'spectator' AND seat IS NULL))
);
CREATE INDEX links_battle ON links (battle);

-- one row per event; an append writes all of its rows and the battle's new version in one transaction
CREATE TABLE events (
  battle text NOT NULL REFERENCES battles (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 1),
  -- the client's id of the append it came in: a retried append is recognised, never applied twice
  batch text NOT NULL,
  part integer NOT NULL CHECK (part >= 0),
  type text NOT NULL,
  data jsonb NOT NULL,
  seat integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (battle, seq),
  UNIQUE (battle, batch, part)
);
