-- Webhooks (issue 27 §6): endpoints of other systems that receive an organisation's notifications, and
-- the outbox of messages to them. A message is written in the transaction that records its
-- notification, so none is lost and none is sent for a rolled-back one; any server instance delivers
-- it (one at a time per message: a claim takes a lease), at least once, retried for 24 hours.
CREATE TABLE webhook_endpoints (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organisation_id text NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  -- Standard Webhooks' "whsec_..." form; the server needs it to sign, so it is stored as is.
  secret text NOT NULL CHECK (secret LIKE 'whsec\_%'),
  -- Notification types received (at least one).
  types text[] NOT NULL CHECK (cardinality(types) > 0),
  -- The vehicles whose notifications it receives; NULL: every vehicle of the organisation.
  vehicle_ids integer[],
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_organisation ON webhook_endpoints (organisation_id);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The webhook-id header, the same on every attempt.
  message_id text NOT NULL,
  event_type text NOT NULL,
  -- The exact JSON body that is signed and sent.
  payload text NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- When a pending message is due; NULL once delivered or given up.
  next_attempt_at timestamptz,
  -- A claimed attempt's lease: no other instance takes the message before it ends.
  leased_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_error text,
  delivered_at timestamptz,
  UNIQUE (endpoint_id, message_id),
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_of_endpoint ON webhook_deliveries (endpoint_id, id DESC);
