-- What the vision model said about each image, so an image is described at most once
-- whoever asks about it and however often. Keyed by the content hash that the
-- `[图片 <hash>]` markers in history carry; the image itself is never stored.
CREATE TABLE image_description (
    hash         TEXT PRIMARY KEY,
    description  TEXT NOT NULL,
    model        TEXT NOT NULL,                 -- the vision model that wrote it
    created_at   DOUBLE PRECISION NOT NULL
);
