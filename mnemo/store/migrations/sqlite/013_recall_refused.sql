-- A message the embeddings service refuses for good (a content inspection, a text over
-- the model's length limit) is marked: it gets an empty vector, so it is never asked
-- again, and keeps the service's reason here, for /context to show. The others of its
-- batch get their vectors.
ALTER TABLE recall_doc ADD COLUMN refused TEXT;
CREATE INDEX recall_doc_refused ON recall_doc (session_id, id) WHERE refused IS NOT NULL;
